import { vi } from 'vitest';

interface Watcher {
  success: PositionCallback;
  failure?: PositionErrorCallback | null;
  options?: PositionOptions;
}

/**
 * Replaces navigator.geolocation with one the test moves by hand: `move` reports a position to
 * every open watch, `fail` reports an error code (1 denied, 2 unavailable, 3 timeout).
 */
export function fakePositionWatch() {
  const watchers = new Map<number, Watcher>();
  let nextId = 1;
  const watchPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => {
      const id = nextId++;
      watchers.set(id, { success, failure, options });
      return id;
    },
  );
  const clearWatch = vi.fn((id: number) => watchers.delete(id));
  const getCurrentPosition = vi.fn();
  Object.defineProperty(navigator, 'geolocation', {
    value: { watchPosition, clearWatch, getCurrentPosition },
    configurable: true,
  });

  const position = (lat: number, lng: number, timestamp: number, accuracy = 8) =>
    ({
      coords: {
        latitude: lat,
        longitude: lng,
        accuracy,
        heading: null,
        speed: null,
        altitude: null,
        altitudeAccuracy: null,
      },
      timestamp,
    }) as unknown as GeolocationPosition;

  return {
    watchPosition,
    clearWatch,
    getCurrentPosition,
    /** How many watches are open now. */
    open: () => watchers.size,
    move(lat: number, lng: number, timestamp = Date.now(), accuracy = 8) {
      for (const watcher of [...watchers.values()]) {
        watcher.success(position(lat, lng, timestamp, accuracy));
      }
    },
    fail(code: 1 | 2 | 3) {
      for (const watcher of [...watchers.values()]) {
        watcher.failure?.({ code, message: 'failed' } as GeolocationPositionError);
      }
    },
  };
}

/** Shows or hides the page as the browser would (visibilityState + visibilitychange). */
export function setPageVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: visible ? 'visible' : 'hidden',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
}
