import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { LateChoiceBody } from '../../../contracts/request-bodies';
import { LATE_CHOICES, type LateChoice } from '../../../domain/arrival-promise';

export class LateChoiceDto implements LateChoiceBody {
  @ApiProperty({ enum: LATE_CHOICES, description: 'wait: keep waiting; refund: cancel with the deposit refunded in full' })
  @IsIn(LATE_CHOICES, coded(ERROR_CODES.invalidLateChoice, 'Choose an Option', 'Choose Keep Waiting or Cancel and Refund.'))
  choice!: LateChoice;
}
