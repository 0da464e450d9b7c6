import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { InsightsQuery, PromiseRowView, PromisesInsightsView } from '../../contracts/insights-views';
import { ETA_ERROR_BUCKETS } from '../../domain/insights';
import { scopeSql } from './insights-scope';
import { InsightsScopeService } from './insights-scope.service';
import { providerNames, wholeSeconds } from './insight-figures';
import { bucketsSql, keptSql, slipsSql, type BucketRow, type KeptRow, type SlipsRow } from './sql/promises.sql';
import { shareOf } from '../../domain/shares';


/** Whether providers arrive when we said they would, overall and one by one. */
@Injectable()
export class PromisesInsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: InsightsScopeService,
  ) {}

  async promises(query: InsightsQuery): Promise<PromisesInsightsView> {
    const scope = this.scopes.resolve(query);
    const sql = scopeSql(scope);
    const db = this.em.fork();
    const [kept, buckets, slips] = await Promise.all([
      db.execute<KeptRow[]>(keptSql(sql), sql.binds),
      db.execute<BucketRow[]>(bucketsSql(sql), sql.binds),
      db.execute<SlipsRow[]>(slipsSql(sql), sql.binds),
    ]);
    const whole = kept.find((row) => row.whole);
    const wholeSlips = slips.find((row) => row.whole);
    const slipsOf = new Map(slips.filter((row) => !row.whole && row.provider_id).map((row) => [row.provider_id!, row]));
    const keptBy = kept.filter((row) => !row.whole && row.provider_id);
    const nameOf = await providerNames(db, keptBy.map((row) => row.provider_id!));
    const providers: PromiseRowView[] = keptBy
      .map((row) => {
        const own = slipsOf.get(row.provider_id!);
        return {
          providerId: row.provider_id!,
          providerName: nameOf(row.provider_id!),
          arrivals: row.arrivals,
          onTime: row.on_time,
          onTimeRate: shareOf(row.on_time, row.arrivals),
          medianErrorSeconds: wholeSeconds(row.median_error),
          slipsTexted: own?.slips ?? 0,
          lateRefunds: own?.late_refunds ?? 0,
        };
      })
      .sort((a, b) => b.arrivals - a.arrivals || a.providerName.localeCompare(b.providerName));
    const bucketCounts = new Map(buckets.map((row) => [row.bucket, row.arrivals]));
    return {
      range: { from: scope.from, to: scope.to },
      arrivals: whole?.arrivals ?? 0,
      onTime: whole?.on_time ?? 0,
      onTimeRate: shareOf(whole?.on_time ?? 0, whole?.arrivals ?? 0),
      medianErrorSeconds: wholeSeconds(whole?.median_error),
      slipsTexted: wholeSlips?.slips ?? 0,
      lateRefunds: wholeSlips?.late_refunds ?? 0,
      lateRefundCents: Number(wholeSlips?.late_refund_cents ?? 0),
      errorBuckets: ETA_ERROR_BUCKETS.map((bucket, index) => ({ label: bucket.label, arrivals: bucketCounts.get(index) ?? 0 })),
      providers,
    };
  }
}
