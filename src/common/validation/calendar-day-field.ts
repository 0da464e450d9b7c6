import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { ERROR_CODES } from '../../contracts/error-codes';
import { CALENDAR_DAY_PATTERN, REPORT_PERIOD_MESSAGES } from '../../domain/report-period';
import { coded } from './coded';

const { invalidDate } = REPORT_PERIOD_MESSAGES;
const INVALID_DATE = coded(ERROR_CODES.invalidDate, invalidDate.title, invalidDate.description);

/** A report's optional first or last day of a custom range: YYYY-MM-DD, a Dallas calendar day. */
export const CalendarDayField = (example: string) =>
  applyDecorators(
    ApiPropertyOptional({ description: 'YYYY-MM-DD in America/Chicago; used with period=custom', format: 'date', example }),
    IsOptional(),
    Matches(CALENDAR_DAY_PATTERN, INVALID_DATE),
  );
