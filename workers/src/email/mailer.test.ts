import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mail folder', () => {
  let root: string | null = null;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = null;
  });

  it('when no SMTP URL is set, then each message is written as an .eml file a mail client can read', async () => {
    root = await mkdtemp(join(tmpdir(), 'mail-folder-'));
    const dir = join(root, 'not-yet-there');
    const mailer = createMailer({ smtpUrl: null, dir, from: 'Italieno <orders@italieno.nl>' });

    const { messageId } = await mailer.send({
      to: 'info@italieno.nl',
      replyTo: { name: 'Mario Rossi', address: 'mario@example.com' },
      subject: 'New contact message from Mario Rossi',
      text: 'Ciao! Do you deliver to Zaandam?',
      html: '<p>Ciao! Do you deliver to Zaandam?</p>',
      messageId: '<abc123@italieno.nl>',
    });
    await mailer.close();

    expect(messageId).toBe('<abc123@italieno.nl>');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await readFile(join(dir, files[0]!)));
    expect(parsed.messageId).toBe('<abc123@italieno.nl>');
    expect(parsed.subject).toBe('New contact message from Mario Rossi');
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'Italieno',
      address: 'orders@italieno.nl',
    });
    expect(parsed.replyTo?.value[0]).toMatchObject({
      name: 'Mario Rossi',
      address: 'mario@example.com',
    });
    expect(parsed.text?.trim()).toBe('Ciao! Do you deliver to Zaandam?');
    expect(parsed.html).toContain('<p>Ciao! Do you deliver to Zaandam?</p>');
  });
});
