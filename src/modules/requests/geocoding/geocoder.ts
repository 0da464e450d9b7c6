/** The seam in front of a reverse-geocoding service. */
export interface Geocoder {
  /** A human-readable address, or null when there is none or the service failed. */
  reverse(lat: number, lng: number): Promise<string | null>;
}

export const GEOCODER = Symbol('GEOCODER');

/** Without GEOCODER_URL: pages fall back to 'Lat: x, Lng: y'. */
export class DisabledGeocoder implements Geocoder {
  async reverse(): Promise<string | null> {
    return null;
  }
}
