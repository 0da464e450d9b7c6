import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import type { ProviderBody, ProviderUpdateBody } from '../../../contracts/request-bodies';

/** Shape only: what is required, and the spec's messages, are decided by the roster service. Null is never a value here. */
export class ProviderDto implements Partial<ProviderBody> {
  @ApiProperty({ example: 'Rosa Diaz' })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ example: 'Maria Lopez', description: 'The person texts greet; empty for none' })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(120)
  contactName?: string;

  @ApiProperty({ example: '(214) 555-0190' })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiProperty({ example: 'rosa@example.com' })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiProperty({ example: 'White Ford F-550 flatbed' })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(200)
  vehicleInfo?: string;
}

export class ProviderUpdateDto extends ProviderDto implements ProviderUpdateBody {
  @ApiPropertyOptional({ description: 'false takes the provider off new assignments' })
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;
}
