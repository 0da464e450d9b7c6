import type { LatLng } from '../../../domain/geo';

/** A drive along the roads: how far, and how long at the router's speeds. */
export interface RoadRoute {
  meters: number;
  seconds: number;
}

/** The seam in front of a routing service. */
export interface RoadRouter {
  /** The driving route, or null when there is none or the service failed. */
  route(from: LatLng, to: LatLng): Promise<RoadRoute | null>;
}

export const ROAD_ROUTER = Symbol('ROAD_ROUTER');

/** Without ROUTER_URL: pages show a straight-line estimate, labelled as such. */
export class DisabledRoadRouter implements RoadRouter {
  async route(): Promise<RoadRoute | null> {
    return null;
  }
}
