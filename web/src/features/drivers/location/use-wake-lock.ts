import { useEffect, useState } from 'react';
import { usePageVisible } from './use-page-visible';

/**
 * off: not asked for; held: the screen stays on; unsupported: the browser has no Screen Wake
 * Lock (installed web apps on iOS before 18.4, old browsers); refused: the browser has it but
 * said no (battery saver, a policy).
 */
export type WakeLockState = 'off' | 'held' | 'unsupported' | 'refused';

export const hasWakeLock = () =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator && !!navigator.wakeLock;

/**
 * Keeps the screen on while `enabled` (a driver on a job): a phone that locks its screen stops
 * reporting positions. The browser lets go of the lock whenever the page is hidden, so it is
 * asked for again each time the page comes back.
 */
export function useWakeLock(enabled: boolean): WakeLockState {
  const visible = usePageVisible();
  const [state, setState] = useState<WakeLockState>('off');

  useEffect(() => {
    if (!enabled) {
      setState('off');
      return;
    }
    if (!hasWakeLock()) {
      setState('unsupported');
      return;
    }
    if (!visible) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    navigator.wakeLock.request('screen').then(
      (lock) => {
        if (cancelled) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('held');
        // Released by the browser (the page was hidden): asked for again when it is back.
        lock.addEventListener('release', () => {
          if (!cancelled) setState('off');
        });
      },
      () => {
        if (!cancelled) setState('refused');
      },
    );
    return () => {
      cancelled = true;
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [enabled, visible]);

  return state;
}
