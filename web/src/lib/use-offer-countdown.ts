import { secondsLeft as countDown } from '@domain/offer-window';
import { useEffect, useState } from 'react';

/**
 * Seconds left of an offer, counted down from the server's own count (`secondsLeft` when the answer
 * arrived at `receivedAt`, this device's time): a phone whose clock is wrong still counts right.
 * Null while there is nothing to count.
 */
export function useOfferCountdown(secondsLeft: number | null, receivedAt: number): number | null {
  const deadline = secondsLeft === null ? null : receivedAt + secondsLeft * 1000;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : countDown(new Date(deadline), new Date(now));
}

/** 272 → '4:32'. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
