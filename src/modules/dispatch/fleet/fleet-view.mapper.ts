import type { FleetProviderView } from '../../../contracts/offer-views';
import { isLivePositionFresh } from '../../../domain/position-fix';
import type { Provider } from '../../providers';


export interface LivePosition {
  lat: number;
  lng: number;
  at: Date;
}

/** The page's last position while it is fresh at `now`, else null. */
export function freshLivePosition(provider: Provider, now: Date): LivePosition | null {
  const { lastLat: lat, lastLng: lng, lastPositionAt: at } = provider;
  if (lat === null || lng === null || at === null) return null;
  return isLivePositionFresh(at, now) ? { lat, lng, at } : null;
}

/**
 * Where the map shows the provider: a fresh live position, else the home base, else an old live
 * position marked stale; null when the provider has none of them.
 */
export function toFleetProvider(provider: Provider, busy: boolean, now: Date): FleetProviderView | null {
  const shown = { id: provider.id, name: provider.name, busy };
  const live = freshLivePosition(provider, now);
  if (live) return { ...shown, lat: live.lat, lng: live.lng, positionAt: live.at.toISOString(), stale: false };
  if (provider.homeLat !== null && provider.homeLng !== null) {
    return { ...shown, lat: provider.homeLat, lng: provider.homeLng, positionAt: null, stale: true };
  }
  if (provider.lastLat !== null && provider.lastLng !== null && provider.lastPositionAt !== null) {
    return { ...shown, lat: provider.lastLat, lng: provider.lastLng, positionAt: provider.lastPositionAt.toISOString(), stale: true };
  }
  return null;
}
