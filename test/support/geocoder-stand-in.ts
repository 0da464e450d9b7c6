import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './stand-in';

/** A place the stand-in's search finds. */
export interface StandInPlace {
  display_name: string;
  lat: string;
  lon: string;
}

/**
 * A loopback stand-in of a Nominatim-compatible geocoder: `/reverse` finds `address` wherever it is
 * asked; `/search` finds the place listed for the words searched (case aside), or nothing.
 */
export class GeocoderStandIn {
  /** The path and query of every call, in order. */
  readonly calls: string[] = [];
  /** Search words (lower case) → the place found. */
  readonly places = new Map<string, StandInPlace>();
  url = '';
  private readonly server = createServer((request, response) => {
    this.calls.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/search') {
      const place = this.places.get((url.searchParams.get('q') ?? '').toLowerCase());
      response.end(JSON.stringify(place ? [place] : []));
      return;
    }
    response.end(JSON.stringify({ display_name: this.address }));
  });

  constructor(private readonly address: string) {}

  reset(): void {
    this.calls.length = 0;
    this.places.clear();
  }

  async start(): Promise<this> {
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}
