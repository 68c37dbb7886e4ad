import { describe, expect, it } from 'vitest';
import { STREAM_RULES } from '@shop/contracts';
import { shouldSendFix, toLocationMessage } from './stream-policy';

const at = (timestamp: number, metresNorth = 0) => ({
  // A metre north is 1/111 195 of a degree of latitude.
  lat: 52.37 + metresNorth / 111_195,
  lng: 4.89,
  timestamp,
});

describe('shouldSendFix', () => {
  it('sends the first fix at once', () => {
    expect(shouldSendFix(null, at(0))).toBe(true);
  });

  it('standing still: one fix every 4 s', () => {
    expect(shouldSendFix(at(0), at(1_000))).toBe(false);
    expect(shouldSendFix(at(0), at(3_999))).toBe(false);
    expect(shouldSendFix(at(0), at(STREAM_RULES.everyMs))).toBe(true);
  });

  it('sooner after moving 25 m', () => {
    expect(shouldSendFix(at(0), at(1_500, 24))).toBe(false);
    expect(shouldSendFix(at(0), at(1_500, 26))).toBe(true);
  });

  it('never twice within a second, however far the jump', () => {
    expect(shouldSendFix(at(0), at(999, 500))).toBe(false);
    expect(shouldSendFix(at(0), at(1_000, 500))).toBe(true);
  });

  it('measures on the fixes’ own times, not when they arrive', () => {
    // An older fix (out of order) never goes after a newer one.
    expect(shouldSendFix(at(10_000), at(5_000, 100))).toBe(false);
  });

  it('follows the rules it is given', () => {
    const rules = { everyMs: 10_000, afterMeters: 100, minGapMs: 2_000 };
    expect(shouldSendFix(at(0), at(5_000, 50), rules)).toBe(false);
    expect(shouldSendFix(at(0), at(5_000, 150), rules)).toBe(true);
    expect(shouldSendFix(at(0), at(10_000), rules)).toBe(true);
  });
});

describe('toLocationMessage', () => {
  it('copies the fix with its own time, and unknown heading or speed as null', () => {
    const position = {
      coords: {
        latitude: 52.37,
        longitude: 4.89,
        accuracy: 12,
        heading: Number.NaN,
        speed: null,
        altitude: null,
        altitudeAccuracy: null,
      },
      timestamp: 1_773_514_800_000.4,
    } as unknown as GeolocationPosition;
    expect(toLocationMessage(position)).toEqual({
      type: 'location',
      lat: 52.37,
      lng: 4.89,
      accuracy: 12,
      heading: null,
      speed: null,
      timestamp: 1_773_514_800_000,
    });
  });
});
