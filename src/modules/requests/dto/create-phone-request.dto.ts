import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { PhoneRequestBody } from '../../../contracts/request-bodies';
import { DEFAULT_DEPOSIT_PERCENT, MAX_PRICE_CENTS } from '../../../domain/money';
import { PHONE_SERVICE_TYPES } from '../../../domain/request-intake';
import { ContactAndVehicleDto } from './contact-and-vehicle.dto';

const MISSING_FINAL_PRICE = coded(
  ERROR_CODES.invalidFinalPrice,
  'Missing Final Price',
  'Please enter a final price to generate payment link.',
);
const INVALID_DEPOSIT = coded(ERROR_CODES.invalidDepositPercentage, 'Invalid Deposit', 'Please enter a valid deposit percentage (0-100)');

/**
 * The price and deposit are checked here, in the spec's words. For the text fields this is shape
 * only: which are required, and their messages, are decided by the phone request service. The
 * optional fields may be left out but not sent as null. Text is checked as text before its length
 * (the lowest decorator runs first), so null or a number is not called too long.
 */
export class CreatePhoneRequestDto extends ContactAndVehicleDto implements Partial<PhoneRequestBody> {
  @ApiPropertyOptional({ example: 'ABC1234' })
  @IsOptionalNotNull()
  @MaxLength(20)
  @IsString()
  vehiclePlate?: string;

  @ApiProperty({ enum: PHONE_SERVICE_TYPES })
  @IsOptional()
  @MaxLength(40)
  @IsString()
  serviceType?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptionalNotNull()
  @MaxLength(2000)
  @IsString()
  serviceDescription?: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PRICE_CENTS, description: 'Integer cents', example: 15000 })
  @IsInt(MISSING_FINAL_PRICE)
  @Min(1, MISSING_FINAL_PRICE)
  @Max(MAX_PRICE_CENTS, MISSING_FINAL_PRICE)
  finalPriceCents!: number;

  /** Whole percent: the column is a smallint, so 12.5 would not be stored as sent. */
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100, default: DEFAULT_DEPOSIT_PERCENT })
  @IsOptionalNotNull()
  @IsNumber({ allowNaN: false, allowInfinity: false }, INVALID_DEPOSIT)
  @IsInt(INVALID_DEPOSIT)
  @Min(0, INVALID_DEPOSIT)
  @Max(100, INVALID_DEPOSIT)
  depositPercentage?: number;
}
