import { DRIVER_AGREEMENT_CHECKBOXES, DRIVER_AGREEMENT_VERSION } from '@shop/contracts';

/** A signature of two strokes on a 300 × 120 pad. */
export const DRAWN_SIGNATURE = {
  width: 300,
  height: 120,
  strokes: [
    [
      { x: 10, y: 80 },
      { x: 40, y: 30 },
      { x: 70.25, y: 90 },
      { x: 100, y: 40 },
    ],
    [
      { x: 120, y: 60 },
      { x: 180, y: 62 },
      { x: 240, y: 58 },
    ],
  ],
};

/** Every box the agreement asks for, ticked. */
export const ALL_BOXES = Object.fromEntries(DRIVER_AGREEMENT_CHECKBOXES.map((b) => [b.id, true]));

let n = 0;

/** A complete driver registration body with a unique username and address. */
export function driverApplication(overrides: Record<string, unknown> = {}) {
  n += 1;
  const name = `rider-${process.pid}-${n}`;
  return {
    username: name,
    password: 'pedal-power-1',
    email: `${name}@example.com`,
    fullName: 'Sofia Rossi',
    phone: '+31 6 5555 0000',
    licensePlate: '',
    licenseNumber: '',
    agreementAccepted: true,
    agreementDate: '2020-01-01T00:00:00.000Z',
    digitalSignature: 'Sofia Rossi',
    agreementVersion: DRIVER_AGREEMENT_VERSION,
    agreementCheckboxes: ALL_BOXES,
    signature: DRAWN_SIGNATURE,
    ...overrides,
  };
}
