import type { LatLng } from '../../domain/geo';

/** A drive along the roads: how far, and how long at the router's speeds. */
export interface RoadRoute {
  meters: number;
  seconds: number;
}

/** The seam in front of a routing service. */
export interface RoadRouter {
  /** The driving route, or null when there is none or the service failed. */
  route(from: LatLng, to: LatLng): Promise<RoadRoute | null>;
  /** The drive from each of `from` to `to`, in the same order: null for one without a route; all null when the service failed. */
  drivesTo(from: readonly LatLng[], to: LatLng): Promise<Array<RoadRoute | null>>;
}

export const ROAD_ROUTER = Symbol('ROAD_ROUTER');

/** Without ROUTER_URL: pages show a straight-line estimate, labelled as such. */
export class DisabledRoadRouter implements RoadRouter {
  async route(): Promise<RoadRoute | null> {
    return null;
  }

  async drivesTo(from: readonly LatLng[]): Promise<Array<RoadRoute | null>> {
    return from.map(() => null);
  }
}
