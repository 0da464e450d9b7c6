import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { LANGUAGES, type Language } from '../../../domain/language';

/**
 * The contact and vehicle fields of both intake forms, online and by phone. Shape only: which are
 * required, and their messages, are decided by each form's service. A required field sent as null
 * is reported by the service as missing; the optional email may be left out, but null is refused.
 * Text is checked as text before its length (the lowest decorator runs first), so null or a number
 * is not called too long.
 */
export abstract class ContactAndVehicleDto {
  @ApiProperty({ example: '(214) 555-0188' })
  @IsOptional()
  @MaxLength(40)
  @IsString()
  phone?: string;

  @ApiPropertyOptional({ example: 'driver@example.com' })
  @IsOptionalNotNull()
  @MaxLength(254)
  @IsString()
  email?: string;

  @ApiProperty({ example: 'Ford' })
  @IsOptional()
  @MaxLength(60)
  @IsString()
  vehicleMake?: string;

  @ApiProperty({ example: 'F-150' })
  @IsOptional()
  @MaxLength(60)
  @IsString()
  vehicleModel?: string;

  @ApiProperty({ example: '2018' })
  @IsOptional()
  @MaxLength(4)
  @IsString()
  vehicleYear?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The language texts are written in; English when left out' })
  @IsOptionalNotNull()
  @IsIn(LANGUAGES, { message: 'language must be en (English) or es (Spanish)' })
  language?: Language;
}
