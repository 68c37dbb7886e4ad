import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverPosition } from '@shop/contracts';
import { DispatchPositions } from './dispatch-positions';

const fix = (driverId: number, at: number): DriverPosition => ({
  driverId,
  lat: 52.37,
  lng: 4.89,
  accuracy: 5,
  heading: null,
  speed: null,
  at,
});

describe("dispatch's gathered fixes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on the newest fix of each driver once per interval, and nothing when none came', () => {
    const flush = vi.fn();
    const gathered = new DispatchPositions(flush, 250);
    vi.advanceTimersByTime(250);
    expect(flush).not.toHaveBeenCalled();

    gathered.add(fix(1, 1_000));
    gathered.add(fix(2, 1_500));
    gathered.add(fix(1, 2_000));
    // An older fix after a newer one (a second device on another gateway) does not move back.
    gathered.add(fix(2, 500));
    vi.advanceTimersByTime(250);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([fix(1, 2_000), fix(2, 1_500)]);

    vi.advanceTimersByTime(250);
    expect(flush).toHaveBeenCalledTimes(1);
    gathered.add(fix(3, 3_000));
    vi.advanceTimersByTime(250);
    expect(flush).toHaveBeenLastCalledWith([fix(3, 3_000)]);
    gathered.stop();
  });

  it('hands on nothing after it stopped', () => {
    const flush = vi.fn();
    const gathered = new DispatchPositions(flush, 250);
    gathered.add(fix(1, 1_000));
    gathered.stop();
    vi.advanceTimersByTime(1_000);
    expect(flush).not.toHaveBeenCalled();
  });
});
