import { POSITION_PROBLEM_CODES } from '@contracts/error-codes';
import type { FixProblem, PositionFix } from '@domain/position-fix';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { providerPageKeys, reportPagePosition } from '../api/provider-page';
import { refusalNote, type PositionNote } from '../lib/position-notes';

/** A provider on duty is placed for offers by the page's position, reported once a minute. */
const REPORT_EVERY_MS = 60_000;
// A fresh fix each time: a cached one could be the fix already sent, which the server refuses as out of order.
const FIX_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 };

export type PageSharingStatus = 'finding' | 'sharing' | 'denied' | 'unavailable' | 'refused';

export type PagePositionSharing = {
  status: PageSharingStatus;
  /** Why the position is not reaching dispatch, in words for the provider. */
  note: PositionNote | null;
  lastSentAt: number | null;
  /** Asks the phone again now, e.g. after the provider allowed location in the settings. */
  retry: () => void;
};

/** The check a refused fix failed, from the code the server answers with. */
function fixProblemOf(error: unknown): FixProblem | null {
  if (!isApiError(error, 400)) return null;
  const problems = Object.keys(POSITION_PROBLEM_CODES) as FixProblem[];
  return problems.find((problem) => POSITION_PROBLEM_CODES[problem] === error.code) ?? null;
}

/**
 * While `active` (on duty, page open) reports the phone's position every minute. A denied permission is
 * asked again each minute, so allowing it in the settings starts the reports without a reload.
 */
export function useProviderPagePosition(code: string, active: boolean): PagePositionSharing {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Omit<PagePositionSharing, 'retry'>>({ status: 'finding', note: null, lastSentAt: null });
  const takeRef = useRef<(() => void) | null>(null);
  const lastFixAt = useRef(0);

  const send = useEffectEvent(async (fix: PositionFix) => {
    try {
      await reportPagePosition(code, fix);
      setState({ status: 'sharing', note: null, lastSentAt: Date.now() });
    } catch (error) {
      if (isApiError(error, 0)) return setState((current) => ({ ...current, status: 'refused', note: { id: 'providerPage.location.offline' } }));
      const problem = fixProblemOf(error);
      // Dispatch already holds this fix or a newer one (e.g. from before the page was left and opened again).
      if (problem === 'out_of_order' || problem === 'too_frequent') return setState((current) => ({ ...current, status: 'sharing', note: null }));
      if (problem) return setState((current) => ({ ...current, status: 'refused', note: refusalNote(problem) }));
      // The link was revoked or the provider paused meanwhile: the page reads itself again and says so.
      void queryClient.invalidateQueries({ queryKey: providerPageKeys.page(code) });
      setState((current) => ({ ...current, status: 'refused', note: { id: 'providerPage.location.failed' } }));
    }
  });

  useEffect(() => {
    if (!active) return;
    if (!('geolocation' in navigator)) {
      setState((current) => ({ ...current, status: 'unavailable', note: { id: 'providerPage.location.unsupported' } }));
      return;
    }
    let live = true;
    const onFix = ({ coords, timestamp }: GeolocationPosition) => {
      // A fix answered after the page closed, or the phone's cached fix again, says nothing new.
      if (!live || timestamp <= lastFixAt.current) return;
      lastFixAt.current = timestamp;
      void send({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy, recordedAt: timestamp });
    };
    const onError = (error: GeolocationPositionError) => {
      if (!live) return;
      const denied = error.code === error.PERMISSION_DENIED;
      setState((current) => ({
        ...current,
        status: denied ? 'denied' : 'unavailable',
        note: { id: denied ? 'providerPage.location.denied' : 'providerPage.location.failed' },
      }));
    };
    const take = () => navigator.geolocation.getCurrentPosition(onFix, onError, FIX_OPTIONS);
    takeRef.current = take;
    take();
    const timer = setInterval(take, REPORT_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
      takeRef.current = null;
    };
  }, [active]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, status: 'finding', note: null }));
    takeRef.current?.();
  }, []);

  return { ...state, retry };
}
