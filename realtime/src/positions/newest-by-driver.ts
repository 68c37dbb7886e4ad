import type { DriverPosition } from '@shop/contracts';

/**
 * Each driver's newest fix. An older one that comes after it never replaces it: one driver's two
 * devices, on two gateways, may interleave, and a map or a snapshot must never move a driver back.
 */
export class NewestByDriver {
  private readonly byDriver = new Map<number, DriverPosition>();

  /** Keeps the fix if it is newer than the driver's last; says whether it was kept. */
  put(position: DriverPosition): boolean {
    const known = this.byDriver.get(position.driverId);
    if (known && known.at >= position.at) return false;
    this.byDriver.set(position.driverId, position);
    return true;
  }

  get(driverId: number): DriverPosition | undefined {
    return this.byDriver.get(driverId);
  }

  delete(driverId: number): void {
    this.byDriver.delete(driverId);
  }

  get size(): number {
    return this.byDriver.size;
  }

  values(): IterableIterator<DriverPosition> {
    return this.byDriver.values();
  }

  /** What was kept, in the order the drivers were first heard; empties the map. */
  take(): DriverPosition[] {
    const positions = [...this.byDriver.values()];
    this.byDriver.clear();
    return positions;
  }

  clear(): void {
    this.byDriver.clear();
  }
}
