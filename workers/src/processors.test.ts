import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { WorkersDb } from './db/client';
import type { Mailer } from './email/mailer';
import { createProcessors, runJob } from './processors';
import { NonRetryableJobError } from './queue/job-errors';

function setup() {
  const mailer: Mailer = { send: vi.fn(), close: vi.fn() };
  // Any use of the database would throw a TypeError, not the error the tests expect.
  const db = {} as WorkersDb;
  const processors = createProcessors({
    db,
    mailer,
    log: pino({ level: 'silent' }),
    shopInbox: null,
  });
  return { mailer, processors };
}

const ctx = { jobId: 'contact-message__0b5c1c4e-1111-4222-8333-944455556666', attempt: 1 };
const valid = {
  contactMessageId: 7,
  firstName: 'Luca',
  lastName: 'Verdi',
  email: 'luca@example.com',
  phone: null,
  message: 'A question about catering.',
};

describe('processors', () => {
  it.each([
    ['a missing field', { ...valid, message: undefined }],
    ['a wrong type', { ...valid, contactMessageId: 'seven' }],
    ['no object at all', 'hello'],
  ])(
    'when a contact-message job has %s, then it fails for good and sends nothing',
    async (_, data) => {
      const { mailer, processors } = setup();
      await expect(
        runJob(processors, { queue: 'email', name: 'contact-message', data }, ctx),
      ).rejects.toBeInstanceOf(NonRetryableJobError);
      expect(mailer.send).not.toHaveBeenCalled();
    },
  );

  it('when no processor knows the job name, then the job fails for good', async () => {
    const { processors } = setup();
    await expect(
      runJob(processors, { queue: 'email', name: 'order-confirmation', data: valid }, ctx),
    ).rejects.toBeInstanceOf(NonRetryableJobError);
    await expect(
      runJob(processors, { queue: 'sms', name: 'contact-message', data: valid }, ctx),
    ).rejects.toBeInstanceOf(NonRetryableJobError);
    await expect(
      runJob(processors, { queue: 'email', name: 'toString', data: valid }, ctx),
    ).rejects.toBeInstanceOf(NonRetryableJobError);
  });
});
