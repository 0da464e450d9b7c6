import { ERROR_CODES, type ErrorCode } from '../../contracts/error-codes';
import { REPORT_PERIOD_MESSAGES, type PeriodProblem } from '../../domain/report-period';
import { invalid, type AppError } from './app-error';

const PROBLEM_CODES: Record<PeriodProblem, ErrorCode> = {
  unknownPeriod: ERROR_CODES.invalidPeriod,
  missingDates: ERROR_CODES.missingDateRange,
  invalidDate: ERROR_CODES.invalidDate,
  reversedRange: ERROR_CODES.reversedDateRange,
  rangeTooLong: ERROR_CODES.dateRangeTooLong,
};

/** The 400 for a reporting period that cannot be used; a report offering other periods words its own unknown-period message. */
export function periodError(problem: PeriodProblem, message: { title: string; description: string } = REPORT_PERIOD_MESSAGES[problem]): AppError {
  return invalid(PROBLEM_CODES[problem], message.title, message.description);
}
