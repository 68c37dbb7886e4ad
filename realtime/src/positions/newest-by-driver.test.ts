import { describe, expect, it } from 'vitest';
import type { DriverPosition } from '@shop/contracts';
import { NewestByDriver } from './newest-by-driver';

const fix = (driverId: number, at: number): DriverPosition => ({
  driverId,
  lat: 52.37,
  lng: 4.89,
  accuracy: 5,
  heading: null,
  speed: null,
  at,
});

describe('each driver’s newest fix', () => {
  it('keeps a newer fix and refuses one as old or older, driver by driver', () => {
    const newest = new NewestByDriver();
    expect(newest.put(fix(1, 1_000))).toBe(true);
    expect(newest.put(fix(2, 500))).toBe(true);
    expect(newest.put(fix(1, 2_000))).toBe(true);
    expect(newest.put(fix(1, 2_000))).toBe(false);
    expect(newest.put(fix(1, 1_500))).toBe(false);
    expect(newest.get(1)).toEqual(fix(1, 2_000));
    expect(newest.get(2)).toEqual(fix(2, 500));
  });

  it('hands over what it kept, in the order the drivers were first heard, and starts empty', () => {
    const newest = new NewestByDriver();
    newest.put(fix(2, 1_000));
    newest.put(fix(1, 1_000));
    newest.put(fix(2, 3_000));
    expect(newest.take()).toEqual([fix(2, 3_000), fix(1, 1_000)]);
    expect(newest.size).toBe(0);
    // After a hand-over the map starts empty: the next fix is kept, whatever came before.
    expect(newest.put(fix(2, 2_000))).toBe(true);
  });
});
