import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { InsightsQuery, MoneyInsightsView, MoneyWeekView } from '../../contracts/insights-views';
import { addDays, weekStart } from '../../domain/report-period';
import { scopeSql } from './insights-scope';
import { InsightsScopeService } from './insights-scope.service';
import { averagePriceSql, movementsSql, revenueSql, type AveragePriceRow, type MovementRow, type RevenueRow } from './sql/money.sql';

type Totals = Omit<MoneyWeekView, 'weekStart'>;
const MONEY_FIELDS = ['revenueCents', 'commissionCents', 'refundsCents', 'feesCents', 'tipsCents'] as const satisfies ReadonlyArray<keyof Totals>;

/** The money of the period week by week, counted when it moved: a job's price when it was completed, a refund when it was made. */
@Injectable()
export class MoneyInsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: InsightsScopeService,
  ) {}

  async money(query: InsightsQuery): Promise<MoneyInsightsView> {
    const scope = this.scopes.resolve(query);
    const completed = scopeSql(scope, 'r', 'r.completed_at');
    const moved = scopeSql(scope, 'r', 'm.created_at');
    const db = this.em.fork();
    const [revenue, movements, prices] = await Promise.all([
      db.execute<RevenueRow[]>(revenueSql(completed), completed.binds),
      db.execute<MovementRow[]>(movementsSql(moved), moved.binds),
      db.execute<AveragePriceRow[]>(averagePriceSql(completed), completed.binds),
    ]);
    const revenueOf = new Map(revenue.map((row) => [row.week_start, row]));
    const movedOf = new Map(movements.map((row) => [row.week_start, row]));
    const weeks: MoneyWeekView[] = [];
    for (let week = weekStart(scope.from); week <= scope.to; week = addDays(week, 7)) {
      const earned = revenueOf.get(week);
      const other = movedOf.get(week);
      weeks.push({
        weekStart: week,
        revenueCents: Number(earned?.revenue_cents ?? 0),
        commissionCents: Number(earned?.commission_cents ?? 0),
        refundsCents: Number(other?.refunds_cents ?? 0),
        feesCents: Number(other?.fees_cents ?? 0),
        tipsCents: Number(other?.tips_cents ?? 0),
      });
    }
    const totals = Object.fromEntries(MONEY_FIELDS.map((field) => [field, weeks.reduce((sum, week) => sum + week[field], 0)])) as Totals;
    return {
      range: { from: scope.from, to: scope.to },
      totals,
      weeks,
      averagePrice: prices
        .map((row) => ({ service: row.service, jobs: row.jobs, averagePriceCents: row.average_price_cents }))
        .sort((a, b) => b.jobs - a.jobs || a.service.localeCompare(b.service)),
    };
  }
}
