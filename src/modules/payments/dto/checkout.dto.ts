import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { CheckoutBody } from '../../../contracts/request-bodies';

export class CheckoutDto implements CheckoutBody {
  @ApiPropertyOptional({ description: 'The customer accepted the terms on the payment page; the time is kept' })
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;

  @ApiPropertyOptional({ description: "'Save my card for the balance': the card is kept to pay the rest after the job in one tap" })
  @IsOptional()
  @IsBoolean()
  saveCard?: boolean;
}
