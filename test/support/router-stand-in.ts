import { createServer } from 'node:http';
import type { LatLng } from '../../src/domain/geo';
import { closeServer, listenOnLoopback } from './stand-in';

interface Drive {
  meters: number;
  seconds: number;
}

/**
 * A loopback stand-in of an OSRM-compatible router. A route is always the same drive; a table row is
 * the drive `tableDrive` gives for its source (by default that same drive), null for no route.
 */
export class RouterStandIn {
  /** The path and query of every call, in order. */
  readonly calls: string[] = [];
  url = '';
  /** Set to false to answer as a router that found no route. */
  routable = true;
  /** Set to false to answer every call as a router that failed. */
  up = true;
  tableDrive: (from: LatLng) => Drive | null = () => this.drive;
  private readonly server = createServer((request, response) => {
    const path = request.url ?? '';
    this.calls.push(path);
    if (!this.up) {
      response.statusCode = 503;
      response.end();
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(path.startsWith('/table/') ? this.table(path) : this.route()));
  });

  constructor(private readonly drive: Drive) {}

  reset(): void {
    this.calls.length = 0;
    this.routable = true;
    this.up = true;
    this.tableDrive = () => this.drive;
  }

  async start(): Promise<this> {
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private route() {
    return this.routable ? { code: 'Ok', routes: [{ distance: this.drive.meters, duration: this.drive.seconds }] } : { code: 'NoRoute', routes: [] };
  }

  /** `/table/v1/driving/lng,lat;…?sources=0;1&destinations=2`: one row per source, one column for the destination. */
  private table(path: string) {
    const url = new URL(path, 'http://router');
    const places = decodeURIComponent(url.pathname.slice('/table/v1/driving/'.length))
      .split(';')
      .map((pair) => {
        const [lng, lat] = pair.split(',').map(Number);
        return { lat, lng };
      });
    const sources = (url.searchParams.get('sources') ?? '').split(';').map((index) => places[Number(index)]);
    const drives = sources.map((from) => this.tableDrive(from));
    return { code: 'Ok', durations: drives.map((drive) => [drive?.seconds ?? null]), distances: drives.map((drive) => [drive?.meters ?? null]) };
  }
}
