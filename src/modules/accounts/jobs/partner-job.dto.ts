import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PARTNER_JOB_STATUSES, type PartnerJobStatus } from '../../../domain/business-accounts';
import { CreateOnlineRequestDto } from '../../requests';

/** The online request form's fields, checked by the same rules, plus the account's own reference. */
export class CreatePartnerJobDto extends CreateOnlineRequestDto {
  @ApiPropertyOptional({ description: "The account's own reference for the job: a claim, unit or work-order number", example: 'WO-48213' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'The reference can be at most 100 characters' })
  reference?: string;
}

export class PartnerJobsQueryDto {
  @ApiPropertyOptional({ enum: PARTNER_JOB_STATUSES })
  @IsOptional()
  @IsIn(PARTNER_JOB_STATUSES, { message: `The status must be one of ${PARTNER_JOB_STATUSES.join(', ')}` })
  status?: PartnerJobStatus;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}
