import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { ProviderStepBody } from '../../../contracts/request-bodies';
import { PROVIDER_STEP_ACTIONS, type ProviderStepAction } from '../../../domain/provider-job';

export class ProviderStepDto implements ProviderStepBody {
  @ApiProperty({ enum: PROVIDER_STEP_ACTIONS })
  @IsIn(PROVIDER_STEP_ACTIONS, coded(ERROR_CODES.invalidStep, 'Failed to update status', `The step must be one of: ${PROVIDER_STEP_ACTIONS.join(', ')}.`))
  action!: ProviderStepAction;

  @ApiPropertyOptional({ example: '4821', description: "With mark_arrived: the customer's 4-digit arrival code" })
  @IsOptionalNotNull()
  @MaxLength(20)
  @IsString()
  arrivalCode?: string;
}
