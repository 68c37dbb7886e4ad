import { describe, expect, it } from 'vitest';
import {
  DRIVER_STALE_AFTER_MS,
  driverState,
  type DispatchMapDriver,
  type DispatchView,
} from '@shop/contracts';
import { createLayerData } from './layer-data';

const T0 = Date.parse('2026-11-25T18:00:00Z');
const TRAIL_MS = 5 * 60_000;

const driver = (id: number, at: number | null, online = true): DispatchMapDriver => ({
  id,
  name: `Driver ${id}`,
  vehicleType: 'bike',
  online,
  position: at === null ? null : { lat: 52.37, lng: 4.89, heading: null, speed: null, at },
  offered: false,
  jobOrderIds: [],
  jobsToday: 0,
  state: 'idle',
});

const viewOf = (...drivers: DispatchMapDriver[]): DispatchView => ({
  seq: 1,
  kitchen: { lat: 52.3806, lng: 4.8886 },
  bars: [],
  drivers: new Map(drivers.map((d) => [d.id, d])),
  orders: new Map(),
});

function layerData(trails: [driverId: number, fixTimes: number[]][] = []) {
  return createLayerData({
    trails: new Map(trails.map(([id, times]) => [id, times.map((at) => [4.89, 52.37, at])])),
    drawnPosition: () => null,
  });
}

describe('when the dispatch map next changes without a message', () => {
  it('is the moment an online driver turns stale, and the map shows them stale then', () => {
    const fresh = driver(1, T0 - 10_000);
    const data = layerData();
    const at = data.nextChange(viewOf(fresh), T0);

    expect(at).toBe(T0 - 10_000 + DRIVER_STALE_AFTER_MS + 1);
    expect(driverState(fresh, at! - 1)).toBe('idle');
    expect(driverState(fresh, at!)).toBe('stale');
  });

  it('is nothing for drivers already stale, offline or without a fix: an idle map is not drawn again', () => {
    const data = layerData();
    const view = viewOf(
      driver(1, T0 - DRIVER_STALE_AFTER_MS - 1),
      driver(2, T0 - 1_000, false),
      driver(3, null),
    );

    expect(data.nextChange(view, T0)).toBeNull();
  });

  it("is the trail refresh after a trail's oldest drawn point leaves its 5 minutes", () => {
    // A driver gone quiet: stale already, a trail of three fixes still on the map.
    const quiet = driver(1, T0 - 200_000);
    const data = layerData([[1, [T0 - 280_500, T0 - 250_000, T0 - 200_000]]]);
    const view = viewOf(quiet);
    const at = data.nextChange(view, T0);

    // The first fix leaves at T0 + 19.5 s; trails are laid again on whole seconds.
    expect(at).toBe(T0 + 20_000);
    const drawnPoints = (now: number) =>
      data.trails(
        data.drivers(view, () => true, now),
        'all',
        now,
      )[0]?.path.length ?? 0;
    expect(drawnPoints(T0)).toBe(3);
    expect(drawnPoints(at!)).toBe(2);
    // Then the next fix (it leaves just after T0 + 50 s), and with it the trail: one point is
    // not a trail.
    expect(data.nextChange(view, at!)).toBe(T0 + 51_000);
    expect(drawnPoints(T0 + 50_000)).toBe(2);
    expect(drawnPoints(T0 + 51_000)).toBe(0);
    expect(data.nextChange(view, T0 + 51_000)).toBeNull();
  });

  it('is the soonest of all drivers’ changes', () => {
    const data = layerData([[2, [T0 - TRAIL_MS + 5_000, T0 - 1_000]]]);
    const view = viewOf(driver(1, T0 - 1_000), driver(2, T0 - 1_000));

    expect(data.nextChange(view, T0)).toBe(T0 + 6_000);
  });
});
