import { describe, expect, it } from 'vitest';
import { jobsFor } from '../jobs/index';
import { realtimeMessagesFor } from '../realtime/routing';
import {
  DRIVER_AGREEMENT_CHECKBOXES,
  DRIVER_AGREEMENT_VERSION,
  SignatureInput,
  driverAgreementText,
  missingAgreementCheckboxes,
} from './driver-agreement';

describe('driver agreement', () => {
  it('the signed text names its version, every section and every checkbox', () => {
    const text = driverAgreementText();
    expect(text).toContain(`Version ${DRIVER_AGREEMENT_VERSION}`);
    for (const heading of [
      'The work',
      'Pay and tips',
      'Safety and traffic rules',
      'Food hygiene',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Privacy and location tracking');
    expect(text).toContain('Ending the agreement');
    for (const box of DRIVER_AGREEMENT_CHECKBOXES) expect(text).toContain(box.label);
  });

  it('lists the required boxes still unticked', () => {
    expect(missingAgreementCheckboxes({})).toHaveLength(DRIVER_AGREEMENT_CHECKBOXES.length);
    const all = Object.fromEntries(DRIVER_AGREEMENT_CHECKBOXES.map((b) => [b.id, true]));
    expect(missingAgreementCheckboxes(all)).toEqual([]);
    expect(missingAgreementCheckboxes({ ...all, location: false })).toEqual([
      'I understand my location is tracked only while I am online or on a job.',
    ]);
  });

  it('a signature is points only: extra keys are dropped, NaN and strings refused', () => {
    const ok = SignatureInput.parse({
      width: 300,
      height: 100,
      strokes: [[1, 2, 3, 4, 5].map((x) => ({ x, y: x, onload: 'alert(1)' }))],
    });
    expect(ok.strokes[0]![0]).toEqual({ x: 1, y: 1 });
    expect(
      SignatureInput.safeParse({ width: 300, height: 100, strokes: [[{ x: NaN, y: 1 }]] }).success,
    ).toBe(false);
    expect(
      SignatureInput.safeParse({ width: 300, height: 100, strokes: [[{ x: '1', y: 1 }]] }).success,
    ).toBe(false);
  });
});

describe('password-reset requests', () => {
  const event = {
    id: '6f1c2a4e-8d3b-4c1a-9e2f-0a1b2c3d4e5f',
    occurredAt: '2026-11-21T16:35:00.000Z',
    name: 'driver.password-reset-requested' as const,
    version: 1 as const,
    data: {
      userId: 7,
      email: 'sofia@example.com',
      fullName: 'Sofia Rossi',
      token: 'tok',
      expiresAt: '2026-11-21T17:35:00.000Z',
    },
  };

  it('become one reset e-mail, keyed by the event', () => {
    expect(jobsFor(event)).toEqual([
      {
        queue: 'email',
        name: 'driver-password-reset',
        data: {
          to: 'sofia@example.com',
          fullName: 'Sofia Rossi',
          token: 'tok',
          expiresAt: '2026-11-21T17:35:00.000Z',
        },
        jobId: `driver-password-reset__${event.id}`,
      },
    ]);
  });

  it('never reach a socket', () => {
    expect(realtimeMessagesFor(event)).toEqual([]);
  });
});
