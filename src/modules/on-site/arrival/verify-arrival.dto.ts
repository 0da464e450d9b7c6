import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { VerifyArrivalBody } from '../../../contracts/request-bodies';

const REASON = coded(ERROR_CODES.invalidVerifyReason, 'Reason Required', 'Say why you are verifying the arrival without the code (3 to 300 characters).');

export class VerifyArrivalDto implements VerifyArrivalBody {
  @ApiProperty({ example: 'Customer not answering; confirmed the truck by phone with the driver', minLength: 3, maxLength: 300 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(300, REASON)
  @MinLength(3, REASON)
  @IsString(REASON)
  reason!: string;
}
