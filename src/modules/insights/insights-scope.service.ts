import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { periodError } from '../../common/errors/period-error';
import type { InsightsQuery } from '../../contracts/insights-views';
import { INSIGHT_PERIOD_PROBLEM, insightsRange } from '../../domain/insights';
import type { InsightsScope } from './insights-scope';

/** Turns the owner's choices into the scope every chart counts, "today" by the injected clock. */
@Injectable()
export class InsightsScopeService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  now(): Date {
    return this.clock.now();
  }

  resolve(query: InsightsQuery): InsightsScope {
    const result = insightsRange(query, this.clock.now());
    if (!result.ok) throw periodError(result.problem, result.problem === 'unknownPeriod' ? INSIGHT_PERIOD_PROBLEM : undefined);
    return {
      ...result.range,
      service: query.service?.trim() || null,
      channel: query.channel ?? null,
      county: query.county ?? null,
      daypart: query.daypart ?? null,
    };
  }
}
