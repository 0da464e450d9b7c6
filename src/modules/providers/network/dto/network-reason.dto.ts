import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { coded } from '../../../../common/validation/coded';
import { ERROR_CODES } from '../../../../contracts/error-codes';
import type { NetworkReasonBody } from '../../../../contracts/network-views';

const REASON = coded(ERROR_CODES.invalidNetworkReason, 'Reason Required', 'Say why, in 3 to 300 characters: the applicant or provider is texted it.');

export class NetworkReasonDto implements NetworkReasonBody {
  @ApiProperty({ example: 'The insurance certificate names another company', minLength: 3, maxLength: 300 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(300, REASON)
  @MinLength(3, REASON)
  @IsString(REASON)
  reason!: string;
}
