import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import type { PhoneRequestBody } from '../../../contracts/request-bodies';
import { PHONE_SERVICE_TYPES } from '../../../domain/request-intake';

/** Shape only: what is required, and the spec's messages, are decided by the phone request service. */
export class CreatePhoneRequestDto implements Partial<PhoneRequestBody> {
  @ApiProperty({ example: '(214) 555-0188' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiPropertyOptional({ example: 'driver@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiProperty({ example: 'Ford' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  vehicleMake?: string;

  @ApiProperty({ example: 'F-150' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  vehicleModel?: string;

  @ApiProperty({ example: '2018' })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  vehicleYear?: string;

  @ApiPropertyOptional({ example: 'ABC1234' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  vehiclePlate?: string;

  @ApiProperty({ enum: PHONE_SERVICE_TYPES })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  serviceType?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  serviceDescription?: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Integer cents', example: 15000 })
  @Allow()
  finalPriceCents?: number;

  @ApiProperty({ minimum: 0, maximum: 100, default: 15 })
  @Allow()
  depositPercentage?: number;
}
