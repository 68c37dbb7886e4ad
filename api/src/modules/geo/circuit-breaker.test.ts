import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';

function setup() {
  let now = 1_000_000;
  const breaker = new CircuitBreaker({ failureThreshold: 5, openMs: 30_000, now: () => now });
  let calls = 0;
  const fail = () =>
    breaker.run(async () => {
      calls++;
      throw new Error('down');
    });
  const succeed = () =>
    breaker.run(async () => {
      calls++;
      return 'ok';
    });
  return {
    breaker,
    fail,
    succeed,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('CircuitBreaker', () => {
  it('stays closed through four consecutive failures', async () => {
    const { breaker, fail } = setup();
    for (let i = 0; i < 4; i++) await expect(fail()).rejects.toThrow('down');
    expect(breaker.state).toBe('closed');
  });

  it('opens after five consecutive failures and then fails fast without calling', async () => {
    const { breaker, fail, succeed, calls } = setup();
    for (let i = 0; i < 5; i++) await expect(fail()).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls()).toBe(5);
  });

  it('says how long it stays open', async () => {
    const { fail, succeed, advance } = setup();
    for (let i = 0; i < 5; i++) await expect(fail()).rejects.toThrow();
    advance(10_000);
    const error = await succeed().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CircuitOpenError);
    expect((error as CircuitOpenError).retryAfterMs).toBe(20_000);
  });

  it('a success in between resets the count', async () => {
    const { breaker, fail, succeed } = setup();
    for (let i = 0; i < 4; i++) await expect(fail()).rejects.toThrow();
    await succeed();
    for (let i = 0; i < 4; i++) await expect(fail()).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('after 30 s lets one trial through; its success closes the circuit', async () => {
    const { breaker, fail, succeed, advance } = setup();
    for (let i = 0; i < 5; i++) await expect(fail()).rejects.toThrow();
    advance(30_000);
    expect(breaker.state).toBe('half-open');
    await expect(succeed()).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('a failed trial opens the circuit for another 30 s', async () => {
    const { breaker, fail, succeed, advance, calls } = setup();
    for (let i = 0; i < 5; i++) await expect(fail()).rejects.toThrow();
    advance(30_000);
    await expect(fail()).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls()).toBe(6);
    advance(30_000);
    await expect(succeed()).resolves.toBe('ok');
  });

  it('while the trial runs, other calls fail fast', async () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 5; i++) await expect(fail()).rejects.toThrow();
    advance(30_000);
    let release!: () => void;
    const trial = breaker.run(
      () => new Promise<string>((resolve) => (release = () => resolve('ok'))),
    );
    await expect(breaker.run(async () => 'second')).rejects.toBeInstanceOf(CircuitOpenError);
    release();
    await expect(trial).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('errors the caller marks as not failures do not count', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ now: () => now });
    for (let i = 0; i < 10; i++) {
      await expect(
        breaker.run(
          async () => {
            throw new Error('bad input');
          },
          () => false,
        ),
      ).rejects.toThrow('bad input');
    }
    now += 1;
    expect(breaker.state).toBe('closed');
  });
});
