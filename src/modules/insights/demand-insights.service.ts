import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DemandCellView, DemandInsightsView, InsightsQuery } from '../../contracts/insights-views';
import { areaCellShape, nearestTown } from '../../infra/maps/area-cells';
import { scopeSql } from './insights-scope';
import { InsightsScopeService } from './insights-scope.service';
import { cellsSql, lostPointsSql, type CellRow, type LostPointRow } from './sql/demand.sql';

/** Enough points to see where requests are lost without sending a year of them to the browser. */
export const MAX_LOST_POINTS = 2_000;

const rounded = (degrees: number): number => Math.round(degrees * 1e4) / 1e4;

/** Where demand is, hexagon by hexagon, and where requests are lost. */
@Injectable()
export class DemandInsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly scopes: InsightsScopeService,
  ) {}

  async demand(query: InsightsQuery): Promise<DemandInsightsView> {
    const scope = this.scopes.resolve(query);
    const now = this.scopes.now();
    const sql = scopeSql(scope);
    const db = this.em.fork();
    const [cells, points] = await Promise.all([
      db.execute<CellRow[]>(cellsSql(sql), [now, ...sql.binds]),
      db.execute<LostPointRow[]>(lostPointsSql(sql), [now, ...sql.binds, MAX_LOST_POINTS]),
    ]);
    const mapped = cells.filter((row): row is CellRow & { area_cell: string } => row.area_cell !== null);
    return {
      range: { from: scope.from, to: scope.to },
      mapped: mapped.reduce((sum, row) => sum + row.requests, 0),
      unmapped: cells.find((row) => row.area_cell === null)?.requests ?? 0,
      cells: mapped.map(toCell).sort((a, b) => b.requests - a.requests || a.cell.localeCompare(b.cell)),
      lostPoints: points.map((point) => [rounded(point.lat), rounded(point.lng)]),
      lostPointsTotal: points[0]?.total ?? 0,
    };
  }
}

function toCell(row: CellRow & { area_cell: string }): DemandCellView {
  const { center, boundary } = areaCellShape(row.area_cell);
  return { cell: row.area_cell, boundary, center, near: nearestTown(center[0], center[1]), county: row.county, requests: row.requests, lost: row.lost };
}
