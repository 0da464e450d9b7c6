import type { PositionAck } from '@contracts/socket-events';
import { greatCircleMiles, type LatLng } from '@domain/geo';
import { MIN_FIX_INTERVAL_MS, type PositionFix } from '@domain/position-fix';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { refusalNote, type PositionNote } from '@/features/providers';
import { toast } from '@/lib/toast';

/** Spec §9: the navigation watch's settings. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 };
/** A fix goes out at most this often, unless the truck moved farther than MIN_MOVE_METERS. */
const SEND_EVERY_MS = 4_000;
const MIN_MOVE_METERS = 50;
/** A parked phone reports no movement; ask again so the customer never sees a stale position. */
const HEARTBEAT_MS = 15_000;
const METERS_PER_MILE = 1609.344;

export type SharingStatus = 'starting' | 'sharing' | 'denied' | 'unavailable' | 'refused';

export type PositionSharing = {
  status: SharingStatus;
  /** Why the position is not reaching the customer, in words for the provider (formatted where it is shown). */
  note: PositionNote | null;
  position: LatLng | null;
  lastSentAt: number | null;
};

const DENIED: PositionNote = { id: 'provider.location.denied' };

/**
 * Watches the phone's position while `active` and streams it to the customer's map. `send` resolves
 * with the server's answer, or null when there is no connection to send it over.
 */
export function usePositionSharing(active: boolean, send: (fix: PositionFix) => Promise<PositionAck | null>): PositionSharing {
  const intl = useIntl();
  const [state, setState] = useState<PositionSharing>({ status: 'starting', note: null, position: null, lastSentAt: null });
  const lastSent = useRef<{ at: number; position: LatLng } | null>(null);
  const announced = useRef(false);
  const sendFix = useEffectEvent((fix: PositionFix) => send(fix));
  // Toasts in the language the page is in when they show.
  const toastSharing = useEffectEvent(() =>
    toast.success(intl.formatMessage({ id: 'provider.location.updated.title' }), {
      description: intl.formatMessage({ id: 'provider.location.updated.description' }),
    }),
  );
  const toastDenied = useEffectEvent(() =>
    toast.error(intl.formatMessage({ id: 'provider.location.error.title' }), {
      id: 'provider-location-denied',
      description: intl.formatMessage({ id: 'provider.location.denied' }),
    }),
  );

  useEffect(() => {
    if (!active) return;
    if (!('geolocation' in navigator)) {
      setState((current) => ({ ...current, status: 'unavailable', note: { id: 'provider.location.unsupported' } }));
      return;
    }

    let trailing: ReturnType<typeof setTimeout> | undefined;

    const onFix = async (fix: GeolocationPosition) => {
      const { coords, timestamp } = fix;
      const position = { lat: coords.latitude, lng: coords.longitude };
      setState((current) => ({ ...current, position }));
      const previous = lastSent.current;
      const movedMeters = previous ? greatCircleMiles(previous.position, position) * METERS_PER_MILE : Infinity;
      if (previous && timestamp - previous.at < SEND_EVERY_MS && movedMeters < MIN_MOVE_METERS) return;
      if (previous && timestamp - previous.at < MIN_FIX_INTERVAL_MS) {
        // The server takes one fix a second: send the latest move once that second is up.
        clearTimeout(trailing);
        trailing = setTimeout(() => void onFix({ coords, timestamp: Date.now() } as GeolocationPosition), MIN_FIX_INTERVAL_MS);
        return;
      }
      lastSent.current = { at: timestamp, position };
      const answer = await sendFix({ ...position, accuracy: coords.accuracy, recordedAt: timestamp });
      if (!answer || !answer.ok) {
        const note: PositionNote = answer ? refusalNote(answer.reason) : { id: 'provider.location.offline' };
        setState((current) => ({ ...current, status: 'refused', note }));
        return;
      }
      setState((current) => ({ ...current, status: 'sharing', note: null, lastSentAt: timestamp }));
      if (!announced.current) {
        announced.current = true;
        toastSharing();
      }
    };
    const onError = (error: GeolocationPositionError) => {
      const denied = error.code === error.PERMISSION_DENIED;
      const note: PositionNote = denied ? DENIED : { id: 'provider.location.failed' };
      setState((current) => ({ ...current, status: denied ? 'denied' : 'unavailable', note }));
      if (denied) toastDenied();
    };

    const handle = (position: GeolocationPosition) => void onFix(position);
    const watch = navigator.geolocation.watchPosition(handle, onError, WATCH_OPTIONS);
    const heartbeat = setInterval(
      () => navigator.geolocation.getCurrentPosition(handle, onError, { ...WATCH_OPTIONS, maximumAge: 0 }),
      HEARTBEAT_MS,
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(heartbeat);
      clearTimeout(trailing);
    };
  }, [active]);

  return state;
}
