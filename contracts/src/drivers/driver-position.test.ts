import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIX_RULES,
  LocationMessage,
  checkFix,
  type AcceptedFix,
  type Fix,
} from './driver-position';
import { haversineMeters } from '../common/geo';

const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
/** Dam Square. */
const DAM = { lat: 52.3731, lng: 4.8926 };

const fix = (overrides: Partial<Fix> = {}): Fix => ({
  ...DAM,
  accuracy: 12,
  heading: 90,
  speed: 4,
  timestamp: NOW - 500,
  ...overrides,
});

/** A point `meters` east of `from` (good enough over a few kilometres). */
function east(from: { lat: number; lng: number }, meters: number) {
  const metersPerDegree = (Math.PI / 180) * 6_371_008.8 * Math.cos((from.lat * Math.PI) / 180);
  return { lat: from.lat, lng: from.lng + meters / metersPerDegree };
}

const reason = (f: Fix, previous: AcceptedFix | null = null, now = NOW) => {
  const verdict = checkFix(f, previous, now);
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('checkFix', () => {
  it('accepts a plain fix from a driver in Amsterdam, with or without heading and speed', () => {
    expect(reason(fix())).toBe('ok');
    expect(reason(fix({ heading: null, speed: null }))).toBe('ok');
    expect(reason(fix({ accuracy: 0, heading: 0, speed: 0 }))).toBe('ok');
  });

  it.each<[string, Partial<Fix>]>([
    ['latitude above 90', { lat: 90.0001 }],
    ['latitude below -90', { lat: -91 }],
    ['longitude above 180', { lng: 180.5 }],
    ['longitude below -180', { lng: -200 }],
    ['negative accuracy', { accuracy: -1 }],
    ['heading past 360', { heading: 361 }],
    ['negative heading', { heading: -5 }],
    ['negative speed', { speed: -0.1 }],
    ['a zero timestamp', { timestamp: 0 }],
    ['a negative timestamp', { timestamp: -NOW }],
    ['NaN latitude', { lat: Number.NaN }],
    ['infinite longitude', { lng: Number.POSITIVE_INFINITY }],
    ['infinite accuracy', { accuracy: Number.POSITIVE_INFINITY }],
    ['NaN timestamp', { timestamp: Number.NaN }],
    ['NaN speed', { speed: Number.NaN }],
  ])('refuses %s as out_of_range', (_name, overrides) => {
    expect(reason(fix(overrides))).toBe('out_of_range');
  });

  it('accepts the edges of the globe and of the accuracy limit', () => {
    for (const edge of [
      { lat: 90, lng: 180 },
      { lat: -90, lng: -180 },
      { accuracy: FIX_RULES.maxAccuracyMeters },
      { heading: 360 },
    ]) {
      expect(reason(fix(edge))).toBe('ok');
    }
  });

  it('refuses a fix less precise than 200 m as inaccurate', () => {
    expect(reason(fix({ accuracy: 200.5 }))).toBe('inaccurate');
    expect(reason(fix({ accuracy: 5_000 }))).toBe('inaccurate');
  });

  it("tolerates a phone clock up to 5 s ahead of the server's, and no more", () => {
    expect(reason(fix({ timestamp: NOW + FIX_RULES.maxClockAheadMs }))).toBe('ok');
    expect(reason(fix({ timestamp: NOW + FIX_RULES.maxClockAheadMs + 1 }))).toBe('future');
    expect(reason(fix({ timestamp: NOW + 3_600_000 }))).toBe('future');
  });

  it('accepts a fix kept offline for up to 10 minutes, and refuses an older one', () => {
    expect(reason(fix({ timestamp: NOW - FIX_RULES.maxAgeMs }))).toBe('ok');
    expect(reason(fix({ timestamp: NOW - FIX_RULES.maxAgeMs - 1 }))).toBe('too_old');
  });

  it("refuses a fix less than a second after the last accepted one, by the fixes' own times", () => {
    const previous = { ...DAM, at: NOW - 2_000 };
    expect(reason(fix({ timestamp: NOW - 1_001 }), previous)).toBe('too_frequent');
    expect(reason(fix({ timestamp: NOW - 1_000 }), previous)).toBe('ok');
  });

  it('refuses a fix as old as or older than the last accepted one (the map never goes back)', () => {
    const previous = { ...DAM, at: NOW - 2_000 };
    expect(reason(fix({ timestamp: NOW - 2_000 }), previous)).toBe('too_frequent');
    expect(reason(fix({ timestamp: NOW - 60_000 }), previous)).toBe('too_frequent');
  });

  it('accepts a backlog sent in one burst when its fixes were taken seconds apart', () => {
    let previous: AcceptedFix | null = null;
    // Ten fixes taken 4 s apart while offline, riding east at 18 km/h, all arriving now.
    for (let i = 10; i >= 1; i--) {
      const at = NOW - i * 4_000;
      const point = east(DAM, (10 - i) * 20);
      const f = fix({ ...point, timestamp: at });
      expect(reason(f, previous)).toBe('ok');
      previous = { ...point, at };
    }
  });

  it('refuses a jump faster than 150 km/h from the last accepted fix', () => {
    const previous = { ...DAM, at: NOW - 10_000 };
    // 10 s later: 400 m is 144 km/h, 430 m is 154.8 km/h.
    expect(reason(fix({ ...east(DAM, 400), timestamp: NOW }), previous)).toBe('ok');
    expect(reason(fix({ ...east(DAM, 430), timestamp: NOW }), previous)).toBe('too_fast');
    // A fix on the other side of the world a minute later.
    expect(
      reason(fix({ lat: -33.86, lng: 151.2, timestamp: NOW }), { ...DAM, at: NOW - 60_000 }),
    ).toBe('too_fast');
  });

  it('lets the driver move on after a long pause, however far', () => {
    // Five minutes after the last fix, 10 km away: 120 km/h on average.
    const previous = { ...DAM, at: NOW - 300_000 };
    expect(reason(fix({ ...east(DAM, 10_000), timestamp: NOW }), previous)).toBe('ok');
  });

  it('checks the fix itself before comparing it with the last one', () => {
    const previous = { ...DAM, at: NOW - 500 };
    expect(reason(fix({ accuracy: 500 }), previous)).toBe('inaccurate');
    expect(reason(fix({ lat: 95 }), previous)).toBe('out_of_range');
  });

  describe('properties', () => {
    const anyNumber = fc.oneof(
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
    );
    const anyFix = fc.record({
      lat: anyNumber,
      lng: anyNumber,
      accuracy: anyNumber,
      heading: fc.option(anyNumber),
      speed: fc.option(anyNumber),
      timestamp: fc.oneof(anyNumber, fc.integer({ min: NOW - 700_000, max: NOW + 10_000 })),
    });
    const previousFix = fc.option(
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
        at: fc.integer({ min: NOW - 700_000, max: NOW + 10_000 }),
      }),
    );

    it('never throws, and answers ok or one of its reasons, whatever the numbers', () => {
      fc.assert(
        fc.property(anyFix, previousFix, (f, previous) => {
          const verdict = checkFix(f, previous, NOW);
          expect(verdict.ok || typeof verdict.reason === 'string').toBe(true);
        }),
      );
    });

    it('an accepted fix is always on the globe, precise, recent, a second after and slower than 150 km/h', () => {
      fc.assert(
        fc.property(anyFix, previousFix, (f, previous) => {
          if (!checkFix(f, previous, NOW).ok) return;
          expect(Math.abs(f.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(f.lng)).toBeLessThanOrEqual(180);
          expect(f.accuracy).toBeGreaterThanOrEqual(0);
          expect(f.accuracy).toBeLessThanOrEqual(FIX_RULES.maxAccuracyMeters);
          expect(f.timestamp).toBeLessThanOrEqual(NOW + FIX_RULES.maxClockAheadMs);
          expect(f.timestamp).toBeGreaterThanOrEqual(NOW - FIX_RULES.maxAgeMs);
          if (previous) {
            const elapsed = f.timestamp - previous.at;
            expect(elapsed).toBeGreaterThanOrEqual(FIX_RULES.minIntervalMs);
            expect((haversineMeters(previous, f) / (elapsed / 1000)) * 3.6).toBeLessThanOrEqual(
              FIX_RULES.maxSpeedKmh,
            );
          }
        }),
      );
    });

    it('a driver standing still, one good fix a second or slower, is never refused', () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: FIX_RULES.minIntervalMs, max: 30_000 }), {
            minLength: 1,
            maxLength: 20,
          }),
          fc.double({ min: 0, max: FIX_RULES.maxAccuracyMeters, noNaN: true }),
          (gaps, accuracy) => {
            let at = NOW - FIX_RULES.maxAgeMs;
            let previous: AcceptedFix | null = null;
            for (const gap of gaps) {
              at = Math.min(at + gap, NOW);
              const verdict = checkFix(fix({ accuracy, timestamp: at }), previous, NOW);
              if (previous && at - previous.at < FIX_RULES.minIntervalMs) continue;
              expect(verdict).toEqual({ ok: true });
              previous = { ...DAM, at };
            }
          },
        ),
      );
    });

    it('distance is symmetric, never negative, and zero to the same point', () => {
      const point = fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      });
      fc.assert(
        fc.property(point, point, (a, b) => {
          expect(haversineMeters(a, b)).toBeGreaterThanOrEqual(0);
          expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
          expect(haversineMeters(a, a)).toBe(0);
        }),
      );
    });
  });

  it('NaN, Infinity and strings never reach the check: the message schema refuses them', () => {
    const base = { type: 'location', ...fix() };
    expect(LocationMessage.safeParse(base).success).toBe(true);
    for (const bad of [
      { lat: Number.NaN },
      { lng: Number.POSITIVE_INFINITY },
      { accuracy: '12' },
      { timestamp: '2026-11-25T18:00:00Z' },
      { heading: 'north' },
    ]) {
      expect(LocationMessage.safeParse({ ...base, ...bad }).success).toBe(false);
    }
  });
});
