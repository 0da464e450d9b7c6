/** A place found for words a person typed. */
export interface FoundPlace {
  address: string;
  lat: number;
  lng: number;
}

/** 'unavailable' when no service could be asked (none configured, or it failed): the words are then taken as written. */
export type PlaceSearch = FoundPlace | 'not_found' | 'unavailable';

/** The seam in front of a geocoding service. */
export interface Geocoder {
  /** A human-readable address, or null when there is none or the service failed. */
  reverse(lat: number, lng: number): Promise<string | null>;
  /** The place a typed address or intersection names, in the service area. */
  search(query: string): Promise<PlaceSearch>;
}

export const GEOCODER = Symbol('GEOCODER');

/** Without GEOCODER_URL: pages fall back to 'Lat: x, Lng: y', and typed addresses are taken as written. */
export class DisabledGeocoder implements Geocoder {
  async reverse(): Promise<string | null> {
    return null;
  }

  async search(): Promise<PlaceSearch> {
    return 'unavailable';
  }
}
