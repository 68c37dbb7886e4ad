export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** How long the circuit stays open before one trial call is let through. */
  openMs?: number;
  now?: () => number;
}

/** Thrown instead of calling a dependency whose circuit is open. */
export class CircuitOpenError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('circuit open');
    this.name = 'CircuitOpenError';
  }
}

/**
 * Stops calling a dependency that keeps failing (ASVS 16.5.2): after `failureThreshold`
 * consecutive failures the circuit opens and calls fail at once for `openMs`; then a single
 * trial call goes through (half-open). Its success closes the circuit, its failure opens it
 * for another `openMs`. Calls made while the trial runs fail at once.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly failureThreshold: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? 5;
    this.openMs = options.openMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /**
   * Runs `call` unless the circuit is open. A rejection counts as a failure when
   * `isFailure` says so (by default every rejection); a resolved call is a success.
   */
  async run<T>(
    call: () => Promise<T>,
    isFailure: (err: unknown) => boolean = () => true,
  ): Promise<T> {
    const state = this.state;
    if (state === 'open') throw new CircuitOpenError(this.openMs - (this.now() - this.openedAt!));
    const trial = state === 'half-open';
    if (trial) {
      if (this.trialRunning) throw new CircuitOpenError(1000);
      this.trialRunning = true;
    }
    try {
      const result = await call();
      this.failures = 0;
      this.openedAt = null;
      return result;
    } catch (err) {
      if (isFailure(err)) this.recordFailure(trial);
      else if (trial) this.openedAt = null;
      throw err;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }

  private recordFailure(trial: boolean): void {
    this.failures++;
    if (trial || this.failures >= this.failureThreshold) this.openedAt = this.now();
  }
}
