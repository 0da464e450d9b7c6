import { Logger } from '@nestjs/common';
import type { LatLng } from '../../domain/geo';
import type { RoadRoute, RoadRouter } from './road-router';

const TIMEOUT_MS = 3_000;
/** OSRM refuses a table of more than 100 places unless started with a larger `--max-table-size`. */
const TABLE_SOURCES = 99;

const place = ({ lat, lng }: LatLng): string => `${lng},${lat}`;

/** Any OSRM-compatible `/route/v1/driving` and `/table/v1/driving` endpoint (a self-hosted OSRM, or a compatible service). */
export class OsrmRoadRouter implements RoadRouter {
  private readonly logger = new Logger(OsrmRoadRouter.name);

  constructor(private readonly baseUrl: string) {}

  async route(from: LatLng, to: LatLng): Promise<RoadRoute | null> {
    const body = await this.ask<{ routes?: Array<{ distance?: unknown; duration?: unknown }> }>(
      `/route/v1/driving/${place(from)};${place(to)}?overview=false`,
    );
    const best = body?.routes?.[0];
    return typeof best?.distance === 'number' && typeof best.duration === 'number' ? { meters: best.distance, seconds: best.duration } : null;
  }

  async drivesTo(from: readonly LatLng[], to: LatLng): Promise<Array<RoadRoute | null>> {
    const chunks: LatLng[][] = [];
    for (let start = 0; start < from.length; start += TABLE_SOURCES) chunks.push(from.slice(start, start + TABLE_SOURCES));
    return (await Promise.all(chunks.map((chunk) => this.table(chunk, to)))).flat();
  }

  /** One many-to-one table: every source's row holds its single destination's duration and distance. */
  private async table(from: readonly LatLng[], to: LatLng): Promise<Array<RoadRoute | null>> {
    const sources = from.map((_, index) => index).join(';');
    const body = await this.ask<{ durations?: unknown[][]; distances?: unknown[][] }>(
      `/table/v1/driving/${[...from, to].map(place).join(';')}?sources=${sources}&destinations=${from.length}&annotations=duration,distance`,
    );
    return from.map((_, index) => {
      const seconds = body?.durations?.[index]?.[0];
      const meters = body?.distances?.[index]?.[0];
      return typeof seconds === 'number' && typeof meters === 'number' ? { meters, seconds } : null;
    });
  }

  /** The answer's body when the service said 'Ok'; null when it failed or answered anything else. */
  private async ask<T>(path: string): Promise<T | null> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as T & { code?: unknown };
      return body.code === 'Ok' ? body : null;
    } catch (error) {
      this.logger.warn(`Routing failed: ${(error as Error).message}`);
      return null;
    }
  }
}
