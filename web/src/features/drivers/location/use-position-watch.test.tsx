import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RULES } from '@shop/contracts';
import { fakePositionWatch } from '@/testing/fake-position-watch';
import { usePositionWatch } from './use-position-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fix = (timestamp: number) =>
  ({
    coords: { latitude: 52.37, longitude: 4.89, accuracy: 9, heading: null, speed: null },
    timestamp,
  }) as unknown as GeolocationPosition;

describe('usePositionWatch', () => {
  it('asks a phone standing still for a fresh fix every 4 s, so the driver does not go stale', () => {
    const gps = fakePositionWatch();
    const onPosition = vi.fn();
    renderHook(() => usePositionWatch(true, onPosition));
    act(() => gps.move(52.37, 4.89));
    expect(onPosition).toHaveBeenCalledTimes(1);

    // Within 4 s of the last fix the watch is enough: no ask.
    act(() => vi.advanceTimersByTime(STREAM_RULES.everyMs - 1));
    expect(gps.getCurrentPosition).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(STREAM_RULES.everyMs));
    expect(gps.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(gps.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true, maximumAge: 0 }),
    );
    // One ask at a time: no second one while the first has not answered.
    act(() => vi.advanceTimersByTime(STREAM_RULES.everyMs));
    expect(gps.getCurrentPosition).toHaveBeenCalledTimes(1);

    const answer = gps.getCurrentPosition.mock.calls[0]![0] as PositionCallback;
    act(() => answer(fix(Date.now())));
    expect(onPosition).toHaveBeenCalledTimes(2);
  });

  it('a denied permission ends the watch and the asking until retry', () => {
    const gps = fakePositionWatch();
    const { result } = renderHook(() => usePositionWatch(true, vi.fn()));
    act(() => gps.fail(1));
    expect(result.current.state).toEqual({ kind: 'error', code: 1 });
    expect(gps.open()).toBe(0);
    act(() => vi.advanceTimersByTime(STREAM_RULES.everyMs * 3));
    expect(gps.getCurrentPosition).not.toHaveBeenCalled();

    act(() => result.current.retry());
    expect(gps.open()).toBe(1);
    expect(result.current.state).toEqual({ kind: 'locating' });
  });

  it('stops watching and asking when no longer active', () => {
    const gps = fakePositionWatch();
    const { rerender, result } = renderHook(({ active }) => usePositionWatch(active, vi.fn()), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    expect(gps.open()).toBe(0);
    expect(result.current.state).toEqual({ kind: 'off' });
    act(() => vi.advanceTimersByTime(STREAM_RULES.everyMs * 3));
    expect(gps.getCurrentPosition).not.toHaveBeenCalled();
  });
});
