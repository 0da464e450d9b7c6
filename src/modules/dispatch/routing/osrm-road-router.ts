import { Logger } from '@nestjs/common';
import type { LatLng } from '../../../domain/geo';
import type { RoadRoute, RoadRouter } from './road-router';

const TIMEOUT_MS = 3_000;

/** Any OSRM-compatible `/route/v1/driving` endpoint (a self-hosted OSRM, or a compatible service). */
export class OsrmRoadRouter implements RoadRouter {
  private readonly logger = new Logger(OsrmRoadRouter.name);

  constructor(private readonly baseUrl: string) {}

  async route(from: LatLng, to: LatLng): Promise<RoadRoute | null> {
    const url = `${this.baseUrl}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { code?: unknown; routes?: Array<{ distance?: unknown; duration?: unknown }> };
      const best = body.code === 'Ok' ? body.routes?.[0] : undefined;
      if (typeof best?.distance !== 'number' || typeof best.duration !== 'number') return null;
      return { meters: best.distance, seconds: best.duration };
    } catch (error) {
      this.logger.warn(`Routing failed: ${(error as Error).message}`);
      return null;
    }
  }
}
