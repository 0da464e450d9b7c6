import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { DutyBody } from '../../../contracts/offer-views';

export class DutyDto implements DutyBody {
  @ApiProperty()
  @IsBoolean(coded(ERROR_CODES.missingField, 'Missing Field', 'Say whether you are on duty: onDuty true or false.'))
  onDuty!: boolean;
}
