import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './stand-in';

/** A loopback stand-in of a Nominatim-compatible geocoder that finds `address` wherever it is asked. */
export class GeocoderStandIn {
  /** The path and query of every call, in order. */
  readonly calls: string[] = [];
  url = '';
  private readonly server = createServer((request, response) => {
    this.calls.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ display_name: this.address }));
  });

  constructor(private readonly address: string) {}

  reset(): void {
    this.calls.length = 0;
  }

  async start(): Promise<this> {
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}
