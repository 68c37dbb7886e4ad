import { vi } from 'vitest';

type Answer = { lat: number; lng: number } | { code: 1 | 2 | 3 } | 'never';

/**
 * Replaces navigator.geolocation: each getCurrentPosition call takes the next answer (a
 * position, an error code, or 'never' to stay pending); the last answer repeats. Returns the
 * mock to inspect calls and options. Pass null to remove geolocation altogether.
 */
export function fakeGeolocation(answers: Answer[] | null) {
  if (answers === null) {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    return null;
  }
  let call = 0;
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      const answer = answers[Math.min(call, answers.length - 1)]!;
      call += 1;
      if (answer === 'never') return;
      queueMicrotask(() => {
        if ('code' in answer) {
          failure?.({ code: answer.code, message: 'failed' } as GeolocationPositionError);
        } else {
          success({
            coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 10 },
            timestamp: Date.now(),
          } as GeolocationPosition);
        }
      });
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
    configurable: true,
  });
  return getCurrentPosition;
}
