import { describe, expect, it } from 'vitest';
import { accountEmail } from './account-email';

const change = {
  userId: 7,
  kind: 'email-change' as const,
  to: 'anna@example.nl',
  username: 'anna',
  token: 'tok en',
  expiresAt: '2026-11-22T13:05:00.000Z',
};

describe('account e-mails', () => {
  it('ask to confirm a new address in English by default', () => {
    const mail = accountEmail(change, 'https://italieno.nl/');
    expect(mail.subject).toBe('Confirm your new e-mail address for Italieno');
    expect(mail.text).toContain('Ciao anna, you asked to use this address');
    expect(mail.text).toContain('until 22 Nov 2026, 14:05.');
    expect(mail.text).toContain(
      'Confirm this address: https://italieno.nl/confirm-email?token=tok%20en',
    );
  });

  it('are written in Dutch for a customer whose profile speaks Dutch', () => {
    const mail = accountEmail(change, 'https://italieno.nl', 'nl');
    expect(mail.subject).toBe('Bevestig je nieuwe e-mailadres voor Italieno');
    expect(mail.text).toContain('Ciao anna, je hebt gevraagd dit adres te gebruiken');
    expect(mail.text).toContain('tot 22 nov 2026, 14:05.');
    expect(mail.html).toContain('>Bevestig dit adres</a>');

    const deleted = accountEmail({ ...change, kind: 'account-deleted', token: null }, '', 'nl');
    expect(deleted.subject).toBe('Je Italieno-account is verwijderd');
    expect(deleted.text).toContain('Was jij dit niet?');
  });
});
