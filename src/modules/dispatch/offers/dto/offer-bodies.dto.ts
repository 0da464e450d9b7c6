import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { coded } from '../../../../common/validation/coded';
import { IsOptionalNotNull } from '../../../../common/validation/optional-not-null';
import { ERROR_CODES } from '../../../../contracts/error-codes';
import type { AcceptOfferBody, DeclineOfferBody, SendOffersBody } from '../../../../contracts/offer-views';
import { TOP_OFFERS } from '../../../../domain/offer-window';
import { ETA_MINUTES } from '../../../../domain/text-commands';

const CHOICE = coded(ERROR_CODES.invalidOfferChoice, 'Invalid Offer', 'Choose one provider to offer the job to, or offer it to the top 3.');
const ETA = coded(ERROR_CODES.invalidEta, 'ETA Required', `Enter your ETA in whole minutes, from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}.`);

/** 'Send Offer' names one provider; 'Offer to Top 3' sends `top: 3`. */
export class SendOffersDto implements SendOffersBody {
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'The one provider chosen from the candidates' })
  @IsOptionalNotNull()
  @IsUUID('4', { ...CHOICE, each: true })
  @ArrayMaxSize(1, CHOICE)
  @ArrayMinSize(1, CHOICE)
  @IsArray(CHOICE)
  providerIds?: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: TOP_OFFERS, description: 'The best this many eligible providers not offered this job yet' })
  @IsOptionalNotNull()
  @Max(TOP_OFFERS, CHOICE)
  @Min(1, CHOICE)
  @IsInt(CHOICE)
  top?: number;
}

export class AcceptJobOfferDto implements AcceptOfferBody {
  @ApiProperty({ minimum: ETA_MINUTES.min, maximum: ETA_MINUTES.max, description: 'Minutes until the provider reaches the customer' })
  @Max(ETA_MINUTES.max, ETA)
  @Min(ETA_MINUTES.min, ETA)
  @IsInt(ETA)
  etaMinutes!: number;
}

export class DeclineOfferDto implements DeclineOfferBody {
  @ApiPropertyOptional({ maxLength: 200, example: 'Too far from my truck' })
  @IsOptionalNotNull()
  @MaxLength(200, coded(ERROR_CODES.invalidReply, 'Reason Too Long', 'Keep the reason under 200 characters.'))
  @IsString(coded(ERROR_CODES.invalidReply, 'Invalid Reason', 'The reason must be text.'))
  reason?: string;
}

export class DispatchSettingsDto {
  @ApiProperty({ description: 'Auto-dispatch every request as its deposit is paid' })
  @IsBoolean(coded(ERROR_CODES.missingField, 'Missing Field', 'autoDispatchAll must be true or false.'))
  autoDispatchAll!: boolean;
}
