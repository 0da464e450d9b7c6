import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { coded } from '../../../../common/validation/coded';
import { IsOptionalNotNull } from '../../../../common/validation/optional-not-null';
import { ERROR_CODES } from '../../../../contracts/error-codes';
import type { AnswerExtraBody, ProposeExtraBody, VoidExtraBody } from '../../../../contracts/extra-views';
import { EXTRA_ANSWERS, EXTRA_KINDS, MAX_EXTRA_CENTS, MIN_EXTRA_CENTS, type ExtraAnswer, type ExtraKind } from '../../../../domain/extra-charges';

const EXTRA = (message: string) => coded(ERROR_CODES.invalidExtra, 'Invalid Extra', message);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ProposeExtraDto implements ProposeExtraBody {
  @ApiProperty({ enum: EXTRA_KINDS })
  @IsIn(EXTRA_KINDS, EXTRA(`Choose what the extra is: ${EXTRA_KINDS.join(', ')}.`))
  kind!: ExtraKind;

  @ApiPropertyOptional({ maxLength: 200, example: 'Second tire was flat too' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @MaxLength(200, EXTRA('Keep the description within 200 characters.'))
  @IsString(EXTRA('Describe the extra in words.'))
  description?: string;

  @ApiProperty({ minimum: MIN_EXTRA_CENTS, maximum: MAX_EXTRA_CENTS, example: 7500, description: 'Integer cents' })
  @Max(MAX_EXTRA_CENTS, EXTRA('An extra is at most $2,000.00; call the dispatcher for more.'))
  @Min(MIN_EXTRA_CENTS, EXTRA('An extra is at least $1.00.'))
  @IsInt(EXTRA('Enter the amount in whole cents.'))
  amountCents!: number;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', coded(ERROR_CODES.extraPhotoRequired, 'Add a Photo First', 'Add a photo of this job that shows why the extra is needed.'))
  photoId!: string;
}

export class AnswerExtraDto implements AnswerExtraBody {
  @ApiProperty({ enum: EXTRA_ANSWERS })
  @IsIn(EXTRA_ANSWERS, EXTRA('Approve or decline the charge.'))
  answer!: ExtraAnswer;
}

export class VoidExtraDto implements VoidExtraBody {
  @ApiProperty({ minLength: 3, maxLength: 300 })
  @Transform(trimmed)
  @MaxLength(300, EXTRA('Say why in at most 300 characters.'))
  @MinLength(3, EXTRA('Say why the charge is voided.'))
  @IsString(EXTRA('Say why the charge is voided.'))
  reason!: string;
}
