import { useEffect, useEffectEvent, useState } from 'react';
import { STREAM_RULES } from '@shop/contracts';
import { GPS_DENIED, GPS_UNSUPPORTED } from '@/features/location';

/** Precise fixes, never a cached one; a fix that takes longer than 20 s is reported as late. */
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: 20_000,
};

/**
 * off: not watching; locating: waiting for the first fix; ok: fixes arrive; error: the last
 * attempt failed, with the browser's code (0 when it has no geolocation).
 */
export type WatchState =
  | { kind: 'off' }
  | { kind: 'locating' }
  | { kind: 'ok'; position: GeolocationPosition }
  | { kind: 'error'; code: number };

const canWatch = () =>
  typeof navigator !== 'undefined' &&
  !!navigator.geolocation?.watchPosition &&
  !!navigator.geolocation.getCurrentPosition;

/**
 * Watches the device's position while `active`. Phones report only when they move, so a driver
 * standing still (waiting at the restaurant) is asked for a fresh fix every STREAM_RULES.everyMs
 * and does not look stale on the map. A denied permission stops the watch until `retry`.
 */
export function usePositionWatch(
  active: boolean,
  onPosition: (position: GeolocationPosition) => void,
) {
  const [state, setState] = useState<WatchState>({ kind: 'off' });
  const [attempt, setAttempt] = useState(0);
  const report = useEffectEvent(onPosition);

  useEffect(() => {
    if (!active) {
      setState({ kind: 'off' });
      return;
    }
    if (!canWatch()) {
      setState({ kind: 'error', code: GPS_UNSUPPORTED });
      return;
    }
    const geolocation = navigator.geolocation;
    let lastFixAt = Date.now();
    let asking = false;
    let stopped = false;
    setState({ kind: 'locating' });

    const receive = (position: GeolocationPosition) => {
      if (stopped) return;
      lastFixAt = Date.now();
      setState({ kind: 'ok', position });
      report(position);
    };
    const fail = (error: GeolocationPositionError) => {
      if (stopped) return;
      setState({ kind: 'error', code: error.code });
      if (error.code === GPS_DENIED) stop();
    };
    const watchId = geolocation.watchPosition(receive, fail, WATCH_OPTIONS);
    const keepAlive = setInterval(() => {
      if (asking || Date.now() - lastFixAt < STREAM_RULES.everyMs) return;
      asking = true;
      geolocation.getCurrentPosition(
        (position) => {
          asking = false;
          receive(position);
        },
        // The watch reports the same failure; this one only frees the next ask.
        () => {
          asking = false;
        },
        WATCH_OPTIONS,
      );
    }, STREAM_RULES.everyMs);

    function stop() {
      stopped = true;
      clearInterval(keepAlive);
      geolocation.clearWatch(watchId);
    }
    return stop;
  }, [active, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
