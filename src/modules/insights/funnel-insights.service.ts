import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FunnelInsightsView, InsightsQuery, LostReasonView } from '../../contracts/insights-views';
import type { CancellationCause } from '../../domain/cancellation-ladder';
import { FUNNEL_STEP_LABELS, FUNNEL_STEPS, LOST_REASON_LABELS, lostReasonOf, type LostReason } from '../../domain/insights';
import { scopeSql } from './insights-scope';
import { InsightsScopeService } from './insights-scope.service';
import { byHourSql, lostSql, stepsSql, type HourRow, type LostRow, type StepRow } from './sql/funnel.sql';
import { shareOf } from '../../domain/shares';

/** Where requests are lost between the request and the completed job, and why. */
@Injectable()
export class FunnelInsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: InsightsScopeService,
  ) {}

  async funnel(query: InsightsQuery): Promise<FunnelInsightsView> {
    const scope = this.scopes.resolve(query);
    const now = this.scopes.now();
    const sql = scopeSql(scope);
    const db = this.em.fork();
    const [steps, lost, hours] = await Promise.all([
      db.execute<StepRow[]>(stepsSql(sql), sql.binds),
      db.execute<LostRow[]>(lostSql(sql), [now, ...sql.binds]),
      db.execute<HourRow[]>(byHourSql(sql), [now, ...sql.binds]),
    ]);
    const counts = FUNNEL_STEPS.map((_, index) => steps.filter((row) => row.reached >= index).reduce((sum, row) => sum + row.requests, 0));
    const byHour = new Map(hours.map((row) => [row.hour, row]));
    return {
      range: { from: scope.from, to: scope.to },
      steps: FUNNEL_STEPS.map((step, index) => ({
        step,
        label: FUNNEL_STEP_LABELS[step],
        count: counts[index],
        conversion: index === 0 ? null : shareOf(counts[index], counts[index - 1]),
      })),
      lost: lostReasons(lost),
      byHour: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        requests: byHour.get(hour)?.requests ?? 0,
        lostBeforePayment: byHour.get(hour)?.lost_before_payment ?? 0,
      })),
    };
  }
}

function lostReasons(rows: LostRow[]): LostReasonView[] {
  const counts = new Map<string, LostReasonView>();
  for (const row of rows) {
    const reason = reasonOf(row);
    const afterStep = FUNNEL_STEPS[row.reached];
    const key = `${reason}:${afterStep}`;
    const entry = counts.get(key) ?? { reason, label: LOST_REASON_LABELS[reason], afterStep, count: 0 };
    entry.count += row.requests;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

function reasonOf(row: LostRow): LostReason {
  if (!row.cancelled) return row.priced ? 'no_answer' : 'not_priced';
  return lostReasonOf(row.cancellation_cause as CancellationCause | null, row.closed_action);
}
