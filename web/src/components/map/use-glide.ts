import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '@domain/geo';

const GLIDE_MS = 800;

/** Moves a marker from its last place to the new one over a moment, so the truck drives rather than jumps. */
export function useGlide(target: LatLng | null | undefined): LatLng | null {
  const [shown, setShown] = useState<LatLng | null>(target ?? null);
  const from = useRef<LatLng | null>(target ?? null);

  useEffect(() => {
    if (!target) {
      from.current = null;
      setShown(null);
      return;
    }
    const start = from.current;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!start || still) {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - began) / GLIDE_MS);
      const eased = 1 - (1 - t) ** 3;
      const point = { lat: start.lat + (target.lat - start.lat) * eased, lng: start.lng + (target.lng - start.lng) * eased };
      from.current = point;
      setShown(point);
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target?.lat, target?.lng]);

  return shown;
}
