import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsLatitude, IsLongitude, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import type { ProviderBody, ProviderUpdateBody } from '../../../contracts/request-bodies';
import { BALANCE_METHODS, type BalanceMethod } from '../../../domain/card-balance';
import { LANGUAGES, type Language } from '../../../domain/language';
import { VEHICLE_CLASSES, type VehicleClass } from '../../../domain/provider-matching';
import { ONLINE_SERVICE_TYPES } from '../../../domain/request-intake';

/**
 * Shape only: what is required, and the spec's messages, are decided by the roster service. Null is
 * never a value here. Text is checked as text before its length (the lowest decorator runs first),
 * so null or a number is not called too long.
 */
export class ProviderDto implements Partial<ProviderBody> {
  @ApiProperty({ example: 'Rosa Diaz' })
  @IsOptionalNotNull()
  @MaxLength(120)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ example: 'Maria Lopez', description: 'The person texts greet; empty for none' })
  @IsOptionalNotNull()
  @MaxLength(120)
  @IsString()
  contactName?: string;

  @ApiProperty({ example: '(214) 555-0190' })
  @IsOptionalNotNull()
  @MaxLength(40)
  @IsString()
  phone?: string;

  @ApiProperty({ example: 'rosa@example.com' })
  @IsOptionalNotNull()
  @MaxLength(254)
  @IsString()
  email?: string;

  @ApiProperty({ example: 'White Ford F-550 flatbed' })
  @IsOptionalNotNull()
  @MaxLength(200)
  @IsString()
  vehicleInfo?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The language texts are written in; English when left out' })
  @IsOptionalNotNull()
  @IsIn(LANGUAGES, { message: 'language must be en (English) or es (Spanish)' })
  language?: Language;

  @ApiPropertyOptional({ type: [String], enum: ONLINE_SERVICE_TYPES, description: 'The services the provider performs' })
  @IsOptionalNotNull()
  @IsIn(ONLINE_SERVICE_TYPES, { each: true, message: 'services must each be one of the service types' })
  @ArrayMaxSize(ONLINE_SERVICE_TYPES.length)
  @IsArray()
  services?: string[];

  @ApiPropertyOptional({ type: [String], enum: VEHICLE_CLASSES, description: 'The classes of vehicle the provider tows' })
  @IsOptionalNotNull()
  @IsIn(VEHICLE_CLASSES, { each: true, message: 'vehicleClasses must each be light, medium or heavy' })
  @ArrayMaxSize(VEHICLE_CLASSES.length)
  @IsArray()
  vehicleClasses?: VehicleClass[];

  @ApiPropertyOptional({ example: '3300 Main St, Dallas, TX' })
  @IsOptionalNotNull()
  @MaxLength(200)
  @IsString()
  homeAddress?: string;

  @ApiPropertyOptional({ example: 32.78 })
  @IsOptionalNotNull()
  @IsLatitude({ message: 'homeLat must be a latitude between -90 and 90' })
  @IsNumber({}, { message: 'homeLat must be a number' })
  homeLat?: number;

  @ApiPropertyOptional({ example: -96.8 })
  @IsOptionalNotNull()
  @IsLongitude({ message: 'homeLng must be a longitude between -180 and 180' })
  @IsNumber({}, { message: 'homeLng must be a number' })
  homeLng?: number;

  @ApiPropertyOptional({ example: 25, description: '1 to 200 miles' })
  @IsOptionalNotNull()
  @Max(200, { message: 'serviceRadiusMiles must be at most 200' })
  @Min(1, { message: 'serviceRadiusMiles must be at least 1' })
  @IsInt({ message: 'serviceRadiusMiles must be a whole number of miles' })
  serviceRadiusMiles?: number;

  @ApiPropertyOptional({ enum: BALANCE_METHODS, example: 'card', description: "'on_site': the customer pays the provider at the car; 'card': by card through us" })
  @IsOptionalNotNull()
  @IsIn(BALANCE_METHODS, { message: "balanceMethod must be 'on_site' or 'card'" })
  balanceMethod?: BalanceMethod;
}

export class ProviderUpdateDto extends ProviderDto implements ProviderUpdateBody {
  @ApiPropertyOptional({ description: 'false takes the provider off new assignments' })
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}
