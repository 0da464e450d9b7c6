import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsObject, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { PhoneSuggestionBody, SaveRateCardBody } from '../../../contracts/rate-card-views';
import type { OnlineServiceType } from '../../../domain/request-intake';
import type { ServiceRate } from '../../../domain/rate-card';

const INVALID = coded(ERROR_CODES.invalidRateCard, 'Invalid Rate Card', 'Send the whole rate card: rates by service, after hours, weekends and holidays, vehicle classes, the road factor and the cancellation terms.');

/** The shape is checked here; every value, with its own message by field, by the domain's `rateCardProblems`. */
export class SaveRateCardDto implements SaveRateCardBody {
  @ApiProperty({ description: 'By service type: baseCents, includedMiles, perMileCents, minimumCents' })
  @IsObject(INVALID)
  rates!: Record<OnlineServiceType, ServiceRate>;

  @ApiProperty({ example: { startHour: 19, endHour: 7, percent: 25 } })
  @IsObject(INVALID)
  afterHours!: { startHour: number; endHour: number; percent: number };

  @ApiProperty({ example: 10 })
  @IsNumber({}, INVALID)
  weekendHolidayPercent!: number;

  @ApiProperty({ example: { medium: 25, heavy: 60 } })
  @IsObject(INVALID)
  vehicleClassPercent!: { medium: number; heavy: number };

  @ApiProperty({ example: 1.3 })
  @IsNumber({}, INVALID)
  roadFactor!: number;

  @ApiProperty({ example: { tripFeePercent: 60 }, description: "The cancellation ladder: the provider's trip fee, as a share of a deposit kept once they are on the way" })
  @IsObject(INVALID)
  cancellation!: { tripFeePercent: number };
}

export class PhoneSuggestionDto implements PhoneSuggestionBody {
  @ApiProperty({ example: 'car_towing' })
  @MaxLength(60)
  @IsString()
  serviceType!: string;

  @ApiPropertyOptional({ example: 'Car' })
  @IsOptionalNotNull()
  @MaxLength(60)
  @IsString()
  vehicleType?: string;
}
