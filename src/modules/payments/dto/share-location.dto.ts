import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { ShareLocationBody } from '../../../contracts/request-bodies';

const INVALID_LOCATION = coded(
  ERROR_CODES.invalidLocation,
  'Location Error',
  'Your location could not be read. Please share your current location again.',
);

export class ShareLocationDto implements ShareLocationBody {
  @ApiProperty({ minimum: -90, maximum: 90, example: 32.7767 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, INVALID_LOCATION)
  @Min(-90, INVALID_LOCATION)
  @Max(90, INVALID_LOCATION)
  lat!: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: -96.797 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, INVALID_LOCATION)
  @Min(-180, INVALID_LOCATION)
  @Max(180, INVALID_LOCATION)
  lng!: number;

  @ApiPropertyOptional({ maxLength: 500, example: '1500 Marilla St, Dallas, TX' })
  @IsOptional()
  @IsString(INVALID_LOCATION)
  @MaxLength(500, INVALID_LOCATION)
  address?: string;
}
