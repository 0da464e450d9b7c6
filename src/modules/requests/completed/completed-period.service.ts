import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { invalid } from '../../../common/errors/app-error';
import type { CompletedPeriodQuery } from '../../../contracts/completed-views';
import { ERROR_CODES, type ErrorCode } from '../../../contracts/error-codes';
import { REPORT_PERIOD_MESSAGES, reportRange, type DayRange, type PeriodProblem } from '../../../domain/report-period';

const PROBLEM_CODES: Record<PeriodProblem, ErrorCode> = {
  unknownPeriod: ERROR_CODES.invalidPeriod,
  missingDates: ERROR_CODES.missingDateRange,
  invalidDate: ERROR_CODES.invalidDate,
  reversedRange: ERROR_CODES.reversedDateRange,
  rangeTooLong: ERROR_CODES.dateRangeTooLong,
};

/** Turns the owner's choice into Chicago calendar days, "today" by the injected clock. */
@Injectable()
export class CompletedPeriodService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  resolve(query: CompletedPeriodQuery): DayRange {
    const result = reportRange(query, this.clock.now());
    if (result.ok) return result.range;
    const { title, description } = REPORT_PERIOD_MESSAGES[result.problem];
    throw invalid(PROBLEM_CODES[result.problem], title, description);
  }
}
