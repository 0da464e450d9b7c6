import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation/optional-not-null';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { JobDropBody } from '../../../contracts/request-bodies';
import { DROP_NOTE_MAX_LENGTH, DROP_REASONS, type DropReason } from '../../../domain/job-drop';

export class JobDropDto implements JobDropBody {
  @ApiProperty({ enum: DROP_REASONS })
  @IsIn(DROP_REASONS, coded(ERROR_CODES.invalidDropReason, 'Choose a Reason', 'Choose why you cannot do this job.'))
  reason!: DropReason;

  @ApiPropertyOptional({ maxLength: DROP_NOTE_MAX_LENGTH })
  @IsOptionalNotNull()
  @IsString()
  @MaxLength(DROP_NOTE_MAX_LENGTH, coded(ERROR_CODES.invalidDropReason, 'Note Too Long', `Keep the note to ${DROP_NOTE_MAX_LENGTH} characters.`))
  note?: string;
}
