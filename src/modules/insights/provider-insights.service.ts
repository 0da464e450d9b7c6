import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { InsightsQuery, ProviderInsightRowView, ProvidersInsightsView } from '../../contracts/insights-views';
import { scopeSql } from './insights-scope';
import { InsightsScopeService } from './insights-scope.service';
import { providerNames, wholeSeconds } from './insight-figures';
import { jobsSql, offersSql, type JobsRow, type OffersRow } from './sql/providers.sql';
import { shareOf } from '../../domain/shares';

/** Each provider's part in the period's requests: offers answered, promises kept, ratings and jobs. */
@Injectable()
export class ProviderInsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: InsightsScopeService,
  ) {}

  async providers(query: InsightsQuery): Promise<ProvidersInsightsView> {
    const scope = this.scopes.resolve(query);
    const sql = scopeSql(scope);
    const offered = scopeSql(scope, 'o');
    const db = this.em.fork();
    const [offers, jobs] = await Promise.all([
      db.execute<OffersRow[]>(offersSql(offered), [this.scopes.now(), ...offered.binds]),
      db.execute<JobsRow[]>(jobsSql(sql), sql.binds),
    ]);
    const offersOf = new Map(offers.map((row) => [row.provider_id, row]));
    const jobsOf = new Map(jobs.map((row) => [row.provider_id, row]));
    const ids = [...new Set([...offersOf.keys(), ...jobsOf.keys()])];
    const nameOf = await providerNames(db, ids);
    const rows: ProviderInsightRowView[] = ids.map((id) => {
      const offered = offersOf.get(id);
      const worked = jobsOf.get(id);
      return {
        providerId: id,
        providerName: nameOf(id),
        offers: offered?.offers ?? 0,
        acceptanceRate: shareOf(offered?.accepted ?? 0, offered?.decided ?? 0),
        medianResponseSeconds: wholeSeconds(offered?.median_response),
        onTimeRate: shareOf(worked?.on_time ?? 0, worked?.promised ?? 0),
        averageRating: worked?.rating == null ? null : Math.round(worked.rating * 10) / 10,
        jobs: worked?.jobs ?? 0,
      };
    });
    return {
      range: { from: scope.from, to: scope.to },
      providers: rows.sort((a, b) => b.jobs - a.jobs || b.offers - a.offers || a.providerName.localeCompare(b.providerName)),
    };
  }
}
