import { describe, expect, it } from 'vitest';
import { DomainEvent } from './index';
import { jobsFor } from '../jobs/index';
import { realtimeMessagesFor } from '../realtime/routing';
import { ServerMessage } from '../realtime/messages';

const changed = DomainEvent.parse({
  id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  occurredAt: '2026-11-25T18:00:00.000Z',
  name: 'driver.jobs-changed',
  version: 1,
  data: { driverId: 3, userId: 12 },
});

describe('driver.jobs-changed', () => {
  it('tells that driver’s own user topic to read its jobs again, and the dispatch map', () => {
    const messages = realtimeMessagesFor({ ...changed, dispatchSeq: 41 });
    expect(messages).toEqual([
      { topic: 'user/12', message: { type: 'driver-jobs', topic: 'user/12', driverId: 3 } },
      {
        topic: 'staff/dispatch',
        message: { type: 'driver-jobs', topic: 'staff/dispatch', seq: 41, driverId: 3 },
      },
    ]);
    for (const { message } of messages) expect(ServerMessage.parse(message)).toEqual(message);
  });

  it('starts no background job', () => {
    expect(jobsFor(changed)).toEqual([]);
  });

  it('with a new offer, pushes it to the driver’s devices once per order and driver', () => {
    const offered = DomainEvent.parse({
      ...changed,
      data: { ...changed.data, offer: { orderId: 77, expiresAt: '2026-11-25T18:01:00.000Z' } },
    });
    expect(jobsFor(offered)).toEqual([
      {
        queue: 'push',
        name: 'web-push',
        data: {
          orderId: 77,
          status: 'offered',
          driverUserId: 12,
          expiresAt: '2026-11-25T18:01:00.000Z',
        },
        jobId: 'web-push__77__offered__12',
      },
    ]);
  });
});
