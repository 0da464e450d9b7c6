import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { CalendarDayField } from '../../../common/validation/calendar-day-field';
import { coded } from '../../../common/validation/coded';
import type {
  CompletedListQuery,
  CompletedOrder,
  CompletedPeriod,
  CompletedPeriodQuery,
  CompletedSort,
} from '../../../contracts/completed-views';
import { ERROR_CODES } from '../../../contracts/error-codes';
import { REPORT_PERIOD_MESSAGES, REPORT_PERIODS } from '../../../domain/report-period';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Keeps the offset a sane number; nobody pages 10,000 deep. */
export const MAX_PAGE = 10_000;
const SORTS = ['completedAt', 'finalPrice', 'rating'] as const satisfies readonly CompletedSort[];
const ORDERS = ['asc', 'desc'] as const satisfies readonly CompletedOrder[];

const { unknownPeriod } = REPORT_PERIOD_MESSAGES;
const INVALID_PERIOD = coded(ERROR_CODES.invalidPeriod, unknownPeriod.title, unknownPeriod.description);
const INVALID_PAGE = coded(ERROR_CODES.invalidPage, 'Invalid Page', `Please choose a page from 1 to ${MAX_PAGE}.`);
const INVALID_PAGE_SIZE = coded(
  ERROR_CODES.invalidPageSize,
  'Invalid Page Size',
  `Please choose a page size from 1 to ${MAX_PAGE_SIZE}.`,
);
const INVALID_SORT = coded(ERROR_CODES.invalidSort, 'Invalid Sort', 'Please sort by completedAt, finalPrice or rating.');
const INVALID_ORDER = coded(ERROR_CODES.invalidSortOrder, 'Invalid Sort', 'Please choose the order asc or desc.');

/** The days of every completed-jobs endpoint; range rules are checked by domain/report-period. */
export class CompletedPeriodQueryDto implements CompletedPeriodQuery {
  @ApiProperty({ enum: REPORT_PERIODS, example: 'week' })
  @IsIn(REPORT_PERIODS, INVALID_PERIOD)
  period!: CompletedPeriod;

  @CalendarDayField('2026-11-01')
  from?: string;

  @CalendarDayField('2026-11-30')
  to?: string;
}

export class CompletedListQueryDto extends CompletedPeriodQueryDto implements CompletedListQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 })
  @Type(() => Number)
  @IsInt(INVALID_PAGE)
  @Min(1, INVALID_PAGE)
  @Max(MAX_PAGE, INVALID_PAGE)
  page: number = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @Type(() => Number)
  @IsInt(INVALID_PAGE_SIZE)
  @Min(1, INVALID_PAGE_SIZE)
  @Max(MAX_PAGE_SIZE, INVALID_PAGE_SIZE)
  pageSize: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ enum: SORTS, default: 'completedAt' })
  @IsIn(SORTS, INVALID_SORT)
  sort: CompletedSort = 'completedAt';

  @ApiPropertyOptional({ enum: ORDERS, default: 'desc' })
  @IsIn(ORDERS, INVALID_ORDER)
  order: CompletedOrder = 'desc';
}
