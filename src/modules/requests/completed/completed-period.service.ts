import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { periodError } from '../../../common/errors/period-error';
import type { CompletedPeriodQuery } from '../../../contracts/completed-views';
import { reportRange, type DayRange } from '../../../domain/report-period';

/** Turns the owner's choice into Chicago calendar days, "today" by the injected clock. */
@Injectable()
export class CompletedPeriodService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  resolve(query: CompletedPeriodQuery): DayRange {
    const result = reportRange(query, this.clock.now());
    if (result.ok) return result.range;
    throw periodError(result.problem);
  }
}
