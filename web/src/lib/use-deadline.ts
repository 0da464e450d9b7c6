import { useEffect, useEffectEvent, useState } from 'react';

// setTimeout holds a signed 32-bit delay; a longer one would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

/** True once the `deadline` (ISO time) has passed while the page is open; `onPassed` runs at that moment. */
export function useDeadline(deadline: string | null | undefined, onPassed?: () => void): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  const notify = useEffectEvent(() => onPassed?.());

  useEffect(() => {
    if (!deadline) return;
    const delay = Date.parse(deadline) - Date.now();
    if (Number.isNaN(delay) || delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      setPassed(deadline);
      notify();
    }, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [deadline]);

  return passed !== null && passed === deadline;
}
