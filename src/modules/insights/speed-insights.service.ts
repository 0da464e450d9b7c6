import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { InsightsQuery, SpeedInsightsView } from '../../contracts/insights-views';
import { SPEED_MEASURE_LABELS, SPEED_MEASURES } from '../../domain/insights';
import { scopeSql } from './insights-scope';
import { wholeSeconds } from './insight-figures';
import { InsightsScopeService } from './insights-scope.service';
import { heatmapSql, measuresSql, type HeatmapRow, type MeasuresRow } from './sql/speed.sql';

/** How fast each step comes after the request, and how long paid customers wait by weekday and hour. */
@Injectable()
export class SpeedInsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: InsightsScopeService,
  ) {}

  async speed(query: InsightsQuery): Promise<SpeedInsightsView> {
    const scope = this.scopes.resolve(query);
    const sql = scopeSql(scope);
    const db = this.em.fork();
    const [[measures], cells] = await Promise.all([
      db.execute<MeasuresRow[]>(measuresSql(sql), sql.binds),
      db.execute<HeatmapRow[]>(heatmapSql(sql), sql.binds),
    ]);
    const byCell = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
    return {
      range: { from: scope.from, to: scope.to },
      measures: SPEED_MEASURES.map((measure) => ({
        measure,
        label: SPEED_MEASURE_LABELS[measure],
        count: measures[`${measure}_count`],
        p50Seconds: wholeSeconds(measures[measure]?.[0]),
        p90Seconds: wholeSeconds(measures[measure]?.[1]),
      })),
      wait: { count: measures.wait_count, p50Seconds: wholeSeconds(measures.wait?.[0]), p90Seconds: wholeSeconds(measures.wait?.[1]) },
      heatmap: Array.from({ length: 7 * 24 }, (_, index) => {
        const weekday = Math.floor(index / 24);
        const hour = index % 24;
        const cell = byCell.get(`${weekday}:${hour}`);
        return { weekday, hour, arrivals: cell?.arrivals ?? 0, medianWaitSeconds: wholeSeconds(cell?.median_wait) };
      }),
    };
  }
}
