import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { PHOTO_STAGES, type PhotoStage } from '../../../domain/job-photos';

/** The form fields beside the photo itself. */
export class PhotoUploadDto {
  @ApiProperty({ enum: PHOTO_STAGES, description: 'pickup (at arrival), completion, or extra (proof of an extra charge)' })
  @IsIn(PHOTO_STAGES, coded(ERROR_CODES.invalidPhotoStage, 'Invalid Photo', `Say which photo this is: ${PHOTO_STAGES.join(', ')}.`))
  stage!: PhotoStage;
}
