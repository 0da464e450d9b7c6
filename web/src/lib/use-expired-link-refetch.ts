import { useCallback, useRef } from 'react';

/** Photo links are signed for about ten minutes; a list re-read sooner than this would not help a broken one. */
const MIN_GAP_MS = 15_000;

/**
 * The handler for an image whose signed link stopped working: reads the list again for fresh links,
 * at most once every 15 seconds, so an image that is truly gone does not make the page ask forever.
 */
export function useExpiredLinkRefetch(refetch: () => unknown): () => void {
  const lastAsked = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastAsked.current < MIN_GAP_MS) return;
    lastAsked.current = now;
    void refetch();
  }, [refetch]);
}
