import { useCallback, useEffect, useState } from 'react';

/**
 * Leaves the app for another page (a checkout) and keeps the button busy meanwhile. A page the
 * browser restores from its back/forward cache keeps its state, so coming back clears the flag.
 */
export function usePageExit() {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, []);

  const leave = useCallback((url: string) => {
    setLeaving(true);
    window.location.assign(url);
  }, []);

  return { leaving, leave };
}
