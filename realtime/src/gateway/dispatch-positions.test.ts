import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixAt } from '../../test/positions';
import { DispatchPositions } from './dispatch-positions';

describe("dispatch's gathered fixes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on the newest fix of each driver once per interval, and nothing when none came', () => {
    const flush = vi.fn();
    const gathered = new DispatchPositions(flush, 250);
    vi.advanceTimersByTime(250);
    expect(flush).not.toHaveBeenCalled();

    gathered.add(fixAt(1, 1_000));
    gathered.add(fixAt(2, 1_500));
    gathered.add(fixAt(1, 2_000));
    // An older fix after a newer one (a second device on another gateway) does not move back.
    gathered.add(fixAt(2, 500));
    vi.advanceTimersByTime(250);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([fixAt(1, 2_000), fixAt(2, 1_500)]);

    vi.advanceTimersByTime(250);
    expect(flush).toHaveBeenCalledTimes(1);
    gathered.add(fixAt(3, 3_000));
    vi.advanceTimersByTime(250);
    expect(flush).toHaveBeenLastCalledWith([fixAt(3, 3_000)]);
    gathered.stop();
  });

  it('hands on nothing after it stopped', () => {
    const flush = vi.fn();
    const gathered = new DispatchPositions(flush, 250);
    gathered.add(fixAt(1, 1_000));
    gathered.stop();
    vi.advanceTimersByTime(1_000);
    expect(flush).not.toHaveBeenCalled();
  });
});
