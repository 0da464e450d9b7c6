import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from '../../../domain/language';

/** Query of GET /api/receipts/:code/pdf. */
export class ReceiptPdfQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: "The PDF's language; the receipt's own when left out" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'Choose en or es for the language.' })
  lang?: Language;
}
