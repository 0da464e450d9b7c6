import { Logger } from '@nestjs/common';
import type { Geocoder, PlaceSearch } from './geocoder';

/** Dallas, Tarrant, Collin and Denton counties, as Nominatim's viewbox (west, north, east, south): a search finds the Main St here, not Ohio's. */
const SERVICE_AREA_VIEWBOX = '-97.62,33.44,-96.29,32.54';

const TIMEOUT_MS = 5_000;

/** Any Nominatim-compatible `/reverse` and `/search` endpoint (OpenStreetMap's, or a self-hosted one). */
export class NominatimGeocoder implements Geocoder {
  private readonly logger = new Logger(NominatimGeocoder.name);

  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
  ) {}

  async reverse(lat: number, lng: number): Promise<string | null> {
    try {
      const body = (await this.get(`/reverse?format=jsonv2&zoom=18&addressdetails=0&lat=${lat}&lon=${lng}`)) as { display_name?: unknown };
      return typeof body.display_name === 'string' && body.display_name ? body.display_name : null;
    } catch (error) {
      this.logger.warn(`Reverse geocoding failed: ${(error as Error).message}`);
      return null;
    }
  }

  async search(query: string): Promise<PlaceSearch> {
    const params = new URLSearchParams({ format: 'jsonv2', limit: '1', countrycodes: 'us', viewbox: SERVICE_AREA_VIEWBOX, bounded: '1', q: query });
    try {
      const [place] = (await this.get(`/search?${params}`)) as Array<{ display_name?: unknown; lat?: unknown; lon?: unknown }>;
      if (!place) return 'not_found';
      const lat = Number(place.lat);
      const lng = Number(place.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) return 'not_found';
      return { address: typeof place.display_name === 'string' && place.display_name ? place.display_name : query, lat, lng };
    } catch (error) {
      this.logger.warn(`Geocoding failed: ${(error as Error).message}`);
      return 'unavailable';
    }
  }

  private async get(pathAndQuery: string): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${pathAndQuery}`, {
      headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
}
