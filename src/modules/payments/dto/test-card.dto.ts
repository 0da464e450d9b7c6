import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { TestCardBody } from '../../../contracts/request-bodies';

const invalidCard = (message: string) => coded(ERROR_CODES.invalidCard, 'Invalid Card', message);

export class TestCardDto implements TestCardBody {
  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString(invalidCard('Please enter a valid card number.'))
  @Matches(/^[\d ]{12,23}$/, invalidCard('Please enter a valid card number.'))
  cardNumber!: string;

  @ApiProperty({ example: '12/34', description: 'MM/YY' })
  @IsString(invalidCard('Please enter the expiry date as MM/YY.'))
  @Matches(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, invalidCard('Please enter the expiry date as MM/YY.'))
  expiry!: string;

  @ApiProperty({ example: '123' })
  @IsString(invalidCard('Please enter the 3 or 4 digit security code.'))
  @Matches(/^\d{3,4}$/, invalidCard('Please enter the 3 or 4 digit security code.'))
  cvc!: string;
}
