import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsInt, IsOptional, Max, Min, type ValidationOptions } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import type { AcceptOfferBody, AmountBody, SetPriceBody } from '../../../contracts/request-bodies';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { MAX_PRICE_CENTS } from '../../../domain/money';

const CENTS = { type: 'integer', minimum: 1, maximum: MAX_PRICE_CENTS, description: 'Integer cents' } as const;

/** A whole, positive number of cents no larger than the price ceiling. */
const IsCents = (options: ValidationOptions) =>
  applyDecorators(IsInt(options), Min(1, options), Max(MAX_PRICE_CENTS, options));

const INVALID_PRICE = coded(ERROR_CODES.invalidPrice, 'Invalid Price', 'Please enter a valid price');
const INVALID_COUNTER_OFFER = coded(
  ERROR_CODES.invalidCounterOffer,
  'Invalid Amount',
  'Please enter a valid counter-offer amount.',
);
const INVALID_FINAL_OFFER = coded(ERROR_CODES.invalidFinalOffer, 'Invalid Amount', 'Please enter a valid counter-offer amount');

export class SetPriceDto implements SetPriceBody {
  @ApiProperty({ ...CENTS, example: 12550 })
  @IsCents(INVALID_PRICE)
  priceCents!: number;
}

export class CounterOfferDto implements AmountBody {
  @ApiProperty({ ...CENTS, example: 10000 })
  @IsCents(INVALID_COUNTER_OFFER)
  amountCents!: number;
}

export class FinalOfferDto implements AmountBody {
  @ApiProperty({ ...CENTS, example: 11000 })
  @IsCents(INVALID_FINAL_OFFER)
  amountCents!: number;
}

export class AcceptOfferDto implements AcceptOfferBody {
  @ApiProperty({ description: 'The customer ticked the terms and liability checkbox' })
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;
}
