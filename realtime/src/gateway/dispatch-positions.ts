import { DISPATCH_POSITIONS_EVERY_MS, type DriverPosition } from '@shop/contracts';
import { NewestByDriver } from '../positions/newest-by-driver';

/**
 * Gathers the fixes dispatch hears and hands them on every DISPATCH_POSITIONS_EVERY_MS, the
 * newest per driver. One message a quarter second to each dispatch screen instead of one per
 * fix: the gateway's sends to those screens were a third of its CPU at 1,000 drivers.
 */
export class DispatchPositions {
  private readonly newest = new NewestByDriver();
  private readonly timer: NodeJS.Timeout;

  constructor(
    /** Given the gathered fixes, in the order their drivers were first heard; never with none. */
    private readonly flush: (positions: DriverPosition[]) => void,
    everyMs: number = DISPATCH_POSITIONS_EVERY_MS,
  ) {
    this.timer = setInterval(() => this.flushNow(), everyMs);
    this.timer.unref();
  }

  add(position: DriverPosition): void {
    this.newest.put(position);
  }

  stop(): void {
    clearInterval(this.timer);
    this.newest.clear();
  }

  private flushNow(): void {
    if (this.newest.size === 0) return;
    this.flush(this.newest.take());
  }
}
