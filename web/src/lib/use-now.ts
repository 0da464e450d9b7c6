import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, for "12 s ago" labels that keep counting. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
