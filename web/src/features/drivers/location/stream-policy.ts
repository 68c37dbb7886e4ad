import { haversineMeters, STREAM_RULES, type LocationMessage } from '@shop/contracts';

type Fix = Pick<LocationMessage, 'lat' | 'lng' | 'timestamp'>;

export interface StreamRules {
  everyMs: number;
  afterMeters: number;
  minGapMs: number;
}

/**
 * Whether a new fix is worth sending after the last one sent: every `everyMs`, sooner once the
 * driver has moved `afterMeters`, never within `minGapMs`. Measured on the fixes' own
 * timestamps, as the gateway measures them, so fixes kept while offline pass its check too.
 */
export function shouldSendFix(
  last: Fix | null,
  next: Fix,
  rules: StreamRules = STREAM_RULES,
): boolean {
  if (!last) return true;
  const gap = next.timestamp - last.timestamp;
  if (gap < rules.minGapMs) return false;
  if (gap >= rules.everyMs) return true;
  return haversineMeters(last, next) >= rules.afterMeters;
}

/** The browser's position as the `location` message the gateway takes. */
export function toLocationMessage(position: GeolocationPosition): LocationMessage {
  const { latitude, longitude, accuracy, heading, speed } = position.coords;
  const finite = (value: number | null) =>
    value === null || !Number.isFinite(value) ? null : value;
  return {
    type: 'location',
    lat: latitude,
    lng: longitude,
    accuracy,
    heading: finite(heading),
    speed: finite(speed),
    timestamp: Math.round(position.timestamp),
  };
}
