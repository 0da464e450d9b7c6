import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ProviderBody, ProviderUpdateBody } from '../../../contracts/request-bodies';

/** Shape only: what is required, and the spec's messages, are decided by the roster service. */
export class ProviderDto implements Partial<ProviderBody> {
  @ApiProperty({ example: 'Rosa Diaz' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ example: 'Maria Lopez', description: 'The person texts greet; empty for none' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  contactName?: string;

  @ApiProperty({ example: '(214) 555-0190' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiProperty({ example: 'rosa@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiProperty({ example: 'White Ford F-550 flatbed' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  vehicleInfo?: string;
}

export class ProviderUpdateDto extends ProviderDto implements ProviderUpdateBody {
  @ApiPropertyOptional({ description: 'false takes the provider off new assignments' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
