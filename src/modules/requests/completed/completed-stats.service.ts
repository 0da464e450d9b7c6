import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompletedPeriodQuery, CompletedStatsView } from '../../../contracts/completed-views';
import { CompletedJobsService } from './completed-jobs.service';
import { CompletedPeriodService } from './completed-period.service';
import { STATS_SQL, type StatsRecord } from './completed-jobs.sql';

/**
 * The tiles and the daily series of the Completed tab, aggregated by PostgreSQL in one statement, and
 * the period's trip fees, whose total is the sum of the very rows listed.
 */
@Injectable()
export class CompletedStatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly period: CompletedPeriodService,
    private readonly jobs: CompletedJobsService,
  ) {}

  async stats(query: CompletedPeriodQuery): Promise<CompletedStatsView> {
    const { from, to } = this.period.resolve(query);
    const [records, tripFees] = await Promise.all([
      this.em.fork().execute<StatsRecord[]>(STATS_SQL, [from, to, from, to]),
      this.jobs.tripFeesOf({ from, to }),
    ]);
    const totals = records.find((record) => record.date === null)!;
    const revenueCents = Number(totals.revenue_cents);
    const commissionCents = Number(totals.commission_cents);
    return {
      from,
      to,
      totalJobs: totals.jobs,
      revenueCents,
      commissionCents,
      payoutCents: revenueCents - commissionCents,
      averageRating: totals.average_rating,
      promisedArrivals: totals.promised_arrivals,
      onTimeArrivals: totals.on_time_arrivals,
      days: records
        .filter((record) => record.date !== null)
        .map((record) => ({ date: record.date!, jobs: record.jobs, commissionCents: Number(record.commission_cents) })),
      cardBalancesCents: Number(totals.card_balance_cents),
      tipsCents: Number(totals.tip_cents),
      tripFeesCents: tripFees.reduce((total, row) => total + row.tripFeeCents, 0),
      tripFees,
    };
  }
}
