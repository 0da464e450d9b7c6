import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { coded } from '../../../common/validation/coded';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { RatingBody } from '../../../contracts/request-bodies';
import { MAX_REVIEW_LENGTH } from '../../../domain/rating';

const MISSING_RATING = coded(ERROR_CODES.missingRating, 'Missing Rating', 'Please select a rating before submitting.');

export class RatingDto implements RatingBody {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsInt(MISSING_RATING)
  @Min(1, MISSING_RATING)
  @Max(5, MISSING_RATING)
  rating!: number;

  @ApiPropertyOptional({ maxLength: MAX_REVIEW_LENGTH, example: 'Quick and friendly.' })
  @IsOptional()
  @IsString(coded(ERROR_CODES.invalidReview, 'Invalid Review', 'The review must be text.'))
  @MaxLength(MAX_REVIEW_LENGTH, coded(ERROR_CODES.invalidReview, 'Invalid Review', `Please keep the review under ${MAX_REVIEW_LENGTH} characters.`))
  review?: string;
}
