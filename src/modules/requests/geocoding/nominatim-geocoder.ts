import { Logger } from '@nestjs/common';
import { Geocoder } from './geocoder';

const TIMEOUT_MS = 5_000;

/** Any Nominatim-compatible `/reverse` endpoint (OpenStreetMap's, or a self-hosted one). */
export class NominatimGeocoder implements Geocoder {
  private readonly logger = new Logger(NominatimGeocoder.name);

  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
  ) {}

  async reverse(lat: number, lng: number): Promise<string | null> {
    const url = `${this.baseUrl}/reverse?format=jsonv2&zoom=18&addressdetails=0&lat=${lat}&lon=${lng}`;
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { display_name?: unknown };
      return typeof body.display_name === 'string' && body.display_name ? body.display_name : null;
    } catch (error) {
      this.logger.warn(`Reverse geocoding failed: ${(error as Error).message}`);
      return null;
    }
  }
}
