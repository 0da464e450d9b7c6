import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import type { ProviderBody, ProviderUpdateBody } from '../../../contracts/request-bodies';
import { LANGUAGES, type Language } from '../../../domain/language';

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
}

export class ProviderUpdateDto extends ProviderDto implements ProviderUpdateBody {
  @ApiPropertyOptional({ description: 'false takes the provider off new assignments' })
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}
