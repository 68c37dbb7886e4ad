/**
 * A pass that runs every so often once started (the offer sweeper, the store clock, the payment
 * reconciler), never two at a time: a call while one runs shares that one. The timer does not
 * keep the process alive, and stop() waits for the pass under way.
 */
export class IntervalPass<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly pass: () => Promise<T>,
    /** What becomes of a failed pass the timer started; a caller of runOnce gets its own. */
    private readonly onTimedFailure: (err: unknown) => void = () => {},
  ) {}

  start(everyMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce().catch(this.onTimedFailure), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass (`pass` in place of the usual one); a call while one runs shares that one. */
  runOnce(pass: () => Promise<T> = this.pass): Promise<T> {
    this.running ??= pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
