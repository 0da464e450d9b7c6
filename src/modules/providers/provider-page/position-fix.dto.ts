import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { FIX_MESSAGES, type PositionFix } from '../../../domain/position-fix';

const MALFORMED = coded(ERROR_CODES.positionMalformed, 'Invalid Location', FIX_MESSAGES.malformed);

/** One fix from the provider page while on duty; the domain's checks judge it like a job's. */
export class PositionFixDto implements PositionFix {
  @ApiProperty({ example: 32.7767 })
  @IsNumber({}, MALFORMED)
  lat!: number;

  @ApiProperty({ example: -96.797 })
  @IsNumber({}, MALFORMED)
  lng!: number;

  @ApiPropertyOptional({ description: 'Meters' })
  @IsOptionalNotNull()
  @IsNumber({}, MALFORMED)
  accuracy?: number;

  @ApiProperty({ description: 'When the phone took the fix, epoch milliseconds' })
  @IsNumber({}, MALFORMED)
  recordedAt!: number;
}
