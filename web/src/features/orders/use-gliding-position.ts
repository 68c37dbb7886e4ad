import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LatLng } from '@shop/contracts';

/** A new fix every few seconds: the marker glides to it over about a second. */
export const MARKER_GLIDE_MS = 1_000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION) : null;

/** Whether the visitor asked for less motion; read at once, so the first move already obeys. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = reducedMotionQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The position to draw: follows `target`, gliding from where it was drawn to the new fix over
 * `durationMs` on animation frames; jumps with prefers-reduced-motion, and for the first fix.
 */
export function useGlidingPosition(
  target: LatLng | null,
  durationMs = MARKER_GLIDE_MS,
): LatLng | null {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState<LatLng | null>(target);
  const drawn = useRef<LatLng | null>(target);
  const lat = target?.lat ?? null;
  const lng = target?.lng ?? null;

  useEffect(() => {
    const to = lat === null || lng === null ? null : { lat, lng };
    const from = drawn.current;
    const jump = () => {
      drawn.current = to;
      setShown(to);
    };
    if (!to || !from || reduced || durationMs <= 0) return jump();
    if (from.lat === to.lat && from.lng === to.lng) return;

    const start = performance.now();
    let frame = 0;
    const step = () => {
      const progress = Math.min(1, (performance.now() - start) / durationMs);
      // Ease out: the marker settles on the fix instead of stopping dead.
      const k = 1 - (1 - progress) ** 2;
      const point = {
        lat: from.lat + (to.lat - from.lat) * k,
        lng: from.lng + (to.lng - from.lng) * k,
      };
      drawn.current = point;
      setShown(point);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [lat, lng, reduced, durationMs]);

  return shown;
}
