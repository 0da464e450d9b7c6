import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { AccountBody } from '../../../contracts/account-views';
import { ACCOUNT_PRICING, MAX_CREDIT_LIMIT_CENTS, MAX_DISCOUNT_BPS, PAYMENT_TERMS_DAYS, type AccountPricing, type PaymentTermsDays } from '../../../domain/business-accounts';

export class CreateAccountDto implements AccountBody {
  @ApiProperty({ example: 'Lone Star Fleet Rentals' })
  @IsString()
  @MinLength(2, { message: "Please enter the account's name" })
  @MaxLength(120)
  name!: string;

  @ApiProperty({ example: 'Maria Lopez' })
  @IsString()
  @MinLength(2, { message: "Please enter the billing contact's name" })
  @MaxLength(120)
  billingName!: string;

  @ApiProperty({ example: '(214) 555-0142' })
  @IsString()
  @MaxLength(30)
  billingPhone!: string;

  @ApiPropertyOptional({ example: 'ap@lonestarfleet.example' })
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(200)
  billingEmail?: string | null;

  @ApiProperty({ enum: PAYMENT_TERMS_DAYS, example: 30 })
  @IsIn(PAYMENT_TERMS_DAYS, { message: 'Terms must be net 15 or net 30' })
  termsDays!: PaymentTermsDays;

  @ApiPropertyOptional({ description: 'The discount on each invoice, in basis points (1 % = 100)', example: 500 })
  @IsOptional()
  @IsInt({ message: 'The discount must be a whole number of basis points' })
  @Min(0)
  @Max(MAX_DISCOUNT_BPS, { message: 'The discount can be at most 50 %' })
  discountBps?: number;

  @ApiPropertyOptional({ enum: ACCOUNT_PRICING, example: 'rate_card' })
  @IsOptional()
  @IsIn(ACCOUNT_PRICING, { message: "Pricing must be 'rate_card' or 'dispatcher'" })
  pricing?: AccountPricing;

  @ApiProperty({ description: 'Cents', example: 500000 })
  @IsInt({ message: 'The credit limit must be a whole number of cents' })
  @Min(0)
  @Max(MAX_CREDIT_LIMIT_CENTS, { message: 'The credit limit can be at most $1,000,000.00' })
  creditLimitCents!: number;
}

export class UpdateAccountDto extends PartialType(CreateAccountDto) {}
