import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@shop/contracts';
import {
  currentPosition,
  GPS_DENIED,
  GPS_UNSUPPORTED,
  GpsError,
  gpsErrorText,
  hasGeolocation,
  MAX_GPS_ATTEMPTS,
} from './geolocation';

export type GpsStatus = 'idle' | 'locating' | 'located' | 'failed';

export interface GpsState {
  status: GpsStatus;
  /** Attempts made so far. */
  attempts: number;
  /** The last attempt's failure, in the spec's words: said in the shop's language when shown. */
  error: (() => string) | null;
  /** True once detection has given up: the page offers manual entry. */
  manual: boolean;
  maxAttemptsReached: boolean;
}

interface Options {
  options: PositionOptions;
  onPosition: (point: LatLng) => void;
  /**
   * Detection gave up (manual entry from here); `code` as in gpsErrorText, and whether it was
   * because every attempt was used.
   */
  onGiveUp?: (code: number, maxAttemptsReached: boolean) => void;
  /** Start on mount and retry failures automatically, up to maxAttempts in all. */
  auto?: boolean;
  maxAttempts?: number;
}

const initial: GpsState = {
  status: 'idle',
  attempts: 0,
  error: null,
  manual: false,
  maxAttemptsReached: false,
};

/**
 * Browser geolocation with a limited number of attempts: a timeout or an unavailable
 * position is retried until maxAttempts, then 'Maximum attempts reached' and manual entry. A
 * denied permission or a browser without geolocation goes to manual entry at once.
 */
export function useGpsDetection({
  options,
  onPosition,
  onGiveUp,
  auto = false,
  maxAttempts = MAX_GPS_ATTEMPTS,
}: Options) {
  const [state, setState] = useState<GpsState>(initial);
  // Each detection run has a number; answers of an abandoned run are dropped.
  const run = useRef(0);
  const onPositionRef = useRef(onPosition);
  const onGiveUpRef = useRef(onGiveUp);
  useEffect(() => {
    onPositionRef.current = onPosition;
    onGiveUpRef.current = onGiveUp;
  });

  const attempt = useCallback(
    (id: number, n: number) => {
      if (!hasGeolocation()) {
        setState({
          status: 'failed',
          attempts: n - 1,
          error: gpsErrorText(GPS_UNSUPPORTED),
          manual: true,
          maxAttemptsReached: false,
        });
        onGiveUpRef.current?.(GPS_UNSUPPORTED, false);
        return;
      }
      setState((s) => ({ ...s, status: 'locating', attempts: n }));
      currentPosition(options).then(
        (point) => {
          if (run.current !== id) return;
          setState({
            status: 'located',
            attempts: n,
            error: null,
            manual: false,
            maxAttemptsReached: false,
          });
          onPositionRef.current(point);
        },
        (error: unknown) => {
          if (run.current !== id) return;
          const code = error instanceof GpsError ? error.code : GPS_UNSUPPORTED;
          const message = gpsErrorText(code);
          if (code === GPS_DENIED || code === GPS_UNSUPPORTED) {
            setState({
              status: 'failed',
              attempts: n,
              error: message,
              manual: true,
              maxAttemptsReached: false,
            });
            onGiveUpRef.current?.(code, false);
          } else if (n < maxAttempts) {
            setState((s) => ({ ...s, error: message }));
            attempt(id, n + 1);
          } else {
            setState({
              status: 'failed',
              attempts: n,
              error: message,
              manual: true,
              maxAttemptsReached: true,
            });
            onGiveUpRef.current?.(code, true);
          }
        },
      );
    },
    [options, maxAttempts],
  );

  const detect = useCallback(() => {
    run.current += 1;
    attempt(run.current, 1);
  }, [attempt]);

  /** Give up on detection and type the address instead. */
  const enterManually = useCallback(() => {
    run.current += 1;
    setState((s) => ({ ...s, status: s.status === 'locating' ? 'idle' : s.status, manual: true }));
  }, []);

  useEffect(() => {
    if (!auto) return;
    detect();
    return () => {
      run.current += 1;
    };
  }, [auto, detect]);

  return { ...state, detect, enterManually };
}
