import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntervalPass } from './interval-pass';

afterEach(() => {
  vi.useRealTimers();
});

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('IntervalPass', () => {
  it('runs a pass every interval once started, and none after stop', async () => {
    vi.useFakeTimers();
    let passes = 0;
    const timer = new IntervalPass(async () => {
      passes += 1;
    });
    timer.start(1_000);
    timer.start(1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(3);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(3);
  });

  it('shares the pass under way with a call that comes meanwhile', async () => {
    const { open, opened } = gate();
    let passes = 0;
    const timer = new IntervalPass(async () => {
      passes += 1;
      await opened;
      return passes;
    });
    const first = timer.runOnce();
    const second = timer.runOnce(async () => -1);
    open();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(await timer.runOnce()).toBe(2);
  });

  it('stop waits for the pass under way, even a failing one', async () => {
    const { open, opened } = gate();
    const timer = new IntervalPass(async () => {
      await opened;
      throw new Error('failed');
    });
    const pass = timer.runOnce().catch((err: Error) => err.message);
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(await pass).toBe('failed');
  });

  it('hands a failed timed pass to onTimedFailure', async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    const timer = new IntervalPass(
      () => Promise.reject(new Error('down')),
      (err) => failures.push(err),
    );
    timer.start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await timer.stop();
    expect(failures).toEqual([new Error('down')]);
  });
});
