import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsLatitude, IsLongitude, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ONLINE_SERVICE_TYPES, VEHICLE_TYPES } from '../../../domain/request-intake';
import { ContactAndVehicleDto } from './contact-and-vehicle.dto';

/**
 * Shape only: which fields are required (and their messages) is decided by the shared intake
 * rule, so the page and the server say the same thing.
 */
export class CreateOnlineRequestDto extends ContactAndVehicleDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20)
  vehiclePlate?: string;

  @ApiProperty({ enum: VEHICLE_TYPES, default: 'Car' })
  @IsOptional()
  @IsIn(VEHICLE_TYPES, { message: 'Please choose a vehicle type from the list' })
  vehicleType?: string;

  @ApiProperty({ enum: ONLINE_SERVICE_TYPES, default: 'Towing' })
  @IsOptional()
  @IsIn(ONLINE_SERVICE_TYPES, { message: 'Please choose a service from the list' })
  serviceType?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  serviceDescription?: string;

  @ApiProperty({ example: '1500 Marilla St, Dallas, TX' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  locationAddress?: string;

  @ApiProperty()
  @IsOptional()
  @IsBoolean()
  useGps?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber({}, { message: 'The pickup coordinates are not valid' })
  @IsLatitude({ message: 'The pickup coordinates are not valid' })
  customerLat?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber({}, { message: 'The pickup coordinates are not valid' })
  @IsLongitude({ message: 'The pickup coordinates are not valid' })
  customerLng?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  destinationAddress?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber({}, { message: 'The destination coordinates are not valid' })
  @IsLatitude({ message: 'The destination coordinates are not valid' })
  destinationLat?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber({}, { message: 'The destination coordinates are not valid' })
  @IsLongitude({ message: 'The destination coordinates are not valid' })
  destinationLng?: number | null;

  @ApiPropertyOptional({ description: 'Miles' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'The distance must be a number of miles' })
  @Min(0)
  @Max(5000)
  estimatedDistance?: number | null;
}
