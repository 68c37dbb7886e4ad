import type { AdminBar, DispatchSnapshot, StoreSettings } from '@shop/contracts';

/** A partner bar as the back office lists it. */
export const fiorellaBar: AdminBar = {
  id: 1,
  slug: 'bar-fiorella',
  name: 'Bar Fiorella',
  address: 'Nieuwmarkt 17, 1012 CR Amsterdam',
  latitude: 52.37258,
  longitude: 4.90045,
  active: true,
  commissionPercent: 10,
};

const day = { open: '11:00', close: '22:00' };

/** The store settings screen's answer: open every day 11–22, food ordering paused by marco. */
export const storeSettings: StoreSettings = {
  openingHours: {
    Monday: day,
    Tuesday: day,
    Wednesday: day,
    Thursday: day,
    Friday: day,
    Saturday: day,
    Sunday: day,
  },
  exceptions: [],
  closeOutsideHours: false,
  capacity: { ordersPer15Minutes: null, whenFull: 'delay', delayMinutes: 15 },
  legalDetails: {
    legalName: 'Italieno Amsterdam B.V.',
    streetAddress: 'Haarlemmerstraat 73',
    postalCode: '1013 EL',
    city: 'Amsterdam',
    kvkNumber: '12345678',
    vatId: 'NL123456789B01',
  },
  openNow: true,
  nextChange: '2026-11-25T21:00:00.000Z',
  switches: [
    {
      name: 'masterEnabled',
      enabled: true,
      until: null,
      reason: null,
      setBy: null,
      setAt: null,
    },
    {
      name: 'foodOrderingEnabled',
      enabled: false,
      until: '2026-11-25T21:00:00.000Z',
      reason: 'manual',
      setBy: 'marco',
      setAt: '2026-11-25T17:00:00.000Z',
    },
  ],
  fees: { serviceFeeBasisPoints: 500, expressFeeCents: 300 },
  kitchenAlerts: { new: 5, preparing: 25, ready: 10, out: 45 },
  updatedBy: null,
  updatedAt: null,
};

/**
 * The dispatch map's snapshot at `now`: Luca Bianchi idle near the kitchen with a fix 2 s old,
 * and order #10 for Giulia Rossi, ready for 12 minutes, carried by `driverOf10` (none by default).
 */
export function dispatchSnapshot(
  now: number,
  seq: number,
  driverOf10: number | null = null,
): DispatchSnapshot {
  return {
    seq,
    serverTime: new Date(now).toISOString(),
    kitchen: { lat: 52.3806, lng: 4.8886 },
    bars: [],
    drivers: [
      {
        id: 1,
        name: 'Luca Bianchi',
        vehicleType: 'bike',
        online: true,
        position: { lat: 52.381, lng: 4.889, heading: 90, speed: 4, at: now - 2000 },
        offered: false,
        jobOrderIds: driverOf10 === 1 ? [10] : [],
        jobsToday: 2,
        state: 'idle',
      },
    ],
    orders: [
      {
        id: 10,
        state: 'ready',
        customerName: 'Giulia Rossi',
        address: 'Damrak 1, 1012 LG Amsterdam',
        destination: { lat: 52.3755, lng: 4.8958 },
        zoneId: 1,
        createdAt: new Date(now - 12 * 60_000).toISOString(),
        readyBy: null,
        estimatedDelivery: null,
        driverId: driverOf10,
      },
    ],
  };
}
