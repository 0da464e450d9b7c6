import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { CustomerCancelBody } from '../../../contracts/request-bodies';
import { CANCELLATION_STEPS, type CancellationStep } from '../../../domain/cancellation-ladder';

export class CustomerCancelDto implements CustomerCancelBody {
  @ApiProperty({ enum: CANCELLATION_STEPS, description: "The tracking view's cancellation.step: the step whose cost the customer confirmed" })
  @IsIn(CANCELLATION_STEPS, coded(ERROR_CODES.cancellationChanged, 'Check the Cost', 'Reload the page to see what cancelling costs now, then confirm again.'))
  step!: CancellationStep;
}
