import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import type { AccountBody } from '../../../contracts/account-views';
import { ACCOUNT_PRICING, MAX_CREDIT_LIMIT_CENTS, MAX_DISCOUNT_BPS, PAYMENT_TERMS_DAYS, type AccountPricing, type PaymentTermsDays } from '../../../domain/business-accounts';

/** Each field's rules, once: a new account must have the required ones, a change may leave any out but never send one as null. */
const Name = () => applyDecorators(IsString({ message: "The account's name must be text" }), Matches(/\S/, { message: "Please enter the account's name" }), MaxLength(120, { message: "The account's name can be at most 120 characters" }));
const BillingName = () =>
  applyDecorators(IsString({ message: "The billing contact's name must be text" }), Matches(/\S/, { message: "Please enter the billing contact's name" }), MaxLength(120, { message: "The billing contact's name can be at most 120 characters" }));
const BillingPhone = () => applyDecorators(IsString({ message: 'The billing phone must be text' }), MaxLength(30, { message: 'Please enter a US mobile phone number we can text' }));
const BillingEmail = () => applyDecorators(IsOptionalNotNull(), IsString({ message: 'The billing email must be text' }), MaxLength(200, { message: 'The billing email can be at most 200 characters' }));
const TermsDays = () => IsIn(PAYMENT_TERMS_DAYS, { message: 'Terms must be net 15 or net 30 (termsDays 15 or 30)' });
const DiscountBps = () =>
  applyDecorators(
    IsOptionalNotNull(),
    IsInt({ message: 'The discount must be a whole number of basis points (discountBps; 1 % = 100)' }),
    Min(0, { message: 'The discount cannot be negative' }),
    Max(MAX_DISCOUNT_BPS, { message: 'The discount can be at most 50 % (discountBps 5000)' }),
  );
const Pricing = () => applyDecorators(IsOptionalNotNull(), IsIn(ACCOUNT_PRICING, { message: "Pricing must be 'rate_card' or 'dispatcher'" }));
const CreditLimit = () =>
  applyDecorators(
    IsInt({ message: 'The credit limit must be a whole number of cents (creditLimitCents)' }),
    Min(0, { message: 'The credit limit cannot be negative' }),
    Max(MAX_CREDIT_LIMIT_CENTS, { message: 'The credit limit can be at most $1,000,000.00' }),
  );

export class CreateAccountDto implements AccountBody {
  @ApiProperty({ example: 'Lone Star Fleet Rentals' })
  @Name()
  name!: string;

  @ApiProperty({ example: 'Maria Lopez' })
  @BillingName()
  billingName!: string;

  @ApiProperty({ example: '(214) 555-0142' })
  @BillingPhone()
  billingPhone!: string;

  @ApiPropertyOptional({ example: 'ap@lonestarfleet.example', description: 'Empty for none' })
  @BillingEmail()
  billingEmail?: string;

  @ApiProperty({ enum: PAYMENT_TERMS_DAYS, example: 30 })
  @TermsDays()
  termsDays!: PaymentTermsDays;

  @ApiPropertyOptional({ description: 'The discount on each invoice, in basis points (1 % = 100)', example: 500 })
  @DiscountBps()
  discountBps?: number;

  @ApiPropertyOptional({ enum: ACCOUNT_PRICING, example: 'rate_card' })
  @Pricing()
  pricing?: AccountPricing;

  @ApiProperty({ description: 'Cents', example: 500000 })
  @CreditLimit()
  creditLimitCents!: number;
}

export class UpdateAccountDto implements Partial<AccountBody> {
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @Name()
  name?: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @BillingName()
  billingName?: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @BillingPhone()
  billingPhone?: string;

  @ApiPropertyOptional({ description: 'Empty for none' })
  @BillingEmail()
  billingEmail?: string;

  @ApiPropertyOptional({ enum: PAYMENT_TERMS_DAYS })
  @IsOptionalNotNull()
  @TermsDays()
  termsDays?: PaymentTermsDays;

  @ApiPropertyOptional()
  @DiscountBps()
  discountBps?: number;

  @ApiPropertyOptional({ enum: ACCOUNT_PRICING })
  @Pricing()
  pricing?: AccountPricing;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @CreditLimit()
  creditLimitCents?: number;
}
