import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';

/** Dollars as typed ('125', '125.50', 125.5); the service turns them into cents or says why not. */
export class SetPriceDto {
  @ApiProperty({ example: '125.00', description: 'Dollars, at most two decimals' })
  @Allow()
  price!: unknown;
}

export class AmountDto {
  @ApiProperty({ example: '100.00', description: 'Dollars, at most two decimals' })
  @Allow()
  amount!: unknown;
}

export class AcceptOfferDto {
  @ApiProperty({ description: 'The customer ticked the terms and liability checkbox' })
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;
}
