import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './stand-in';

/** A loopback stand-in of an OSRM-compatible router that answers every route with the same drive. */
export class RouterStandIn {
  /** The path and query of every call, in order. */
  readonly calls: string[] = [];
  url = '';
  /** Set to false to answer as a router that found no route. */
  routable = true;
  private readonly server = createServer((request, response) => {
    this.calls.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify(
        this.routable
          ? { code: 'Ok', routes: [{ distance: this.drive.meters, duration: this.drive.seconds }] }
          : { code: 'NoRoute', routes: [] },
      ),
    );
  });

  constructor(private readonly drive: { meters: number; seconds: number }) {}

  reset(): void {
    this.calls.length = 0;
    this.routable = true;
  }

  async start(): Promise<this> {
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}
