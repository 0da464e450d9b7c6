import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { invalid } from '../../common/errors/app-error';
import { ERROR_CODES, type ErrorCode } from '../../contracts/error-codes';
import type { InsightsQuery } from '../../contracts/insights-views';
import { INSIGHT_PERIOD_PROBLEM, insightsRange } from '../../domain/insights';
import { REPORT_PERIOD_MESSAGES, type PeriodProblem } from '../../domain/report-period';
import type { InsightsScope } from './insights-scope';

const PROBLEM_CODES: Record<PeriodProblem, ErrorCode> = {
  unknownPeriod: ERROR_CODES.invalidPeriod,
  missingDates: ERROR_CODES.missingDateRange,
  invalidDate: ERROR_CODES.invalidDate,
  reversedRange: ERROR_CODES.reversedDateRange,
  rangeTooLong: ERROR_CODES.dateRangeTooLong,
};

/** Turns the owner's choices into the scope every chart counts, "today" by the injected clock. */
@Injectable()
export class InsightsScopeService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  now(): Date {
    return this.clock.now();
  }

  resolve(query: InsightsQuery): InsightsScope {
    const result = insightsRange(query, this.clock.now());
    if (!result.ok) {
      const { title, description } = result.problem === 'unknownPeriod' ? INSIGHT_PERIOD_PROBLEM : REPORT_PERIOD_MESSAGES[result.problem];
      throw invalid(PROBLEM_CODES[result.problem], title, description);
    }
    return {
      ...result.range,
      service: query.service?.trim() || null,
      channel: query.channel ?? null,
      county: query.county ?? null,
      daypart: query.daypart ?? null,
    };
  }
}
