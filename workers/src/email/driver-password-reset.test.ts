import { describe, expect, it } from 'vitest';
import { driverPasswordResetEmail } from './driver-password-reset';

describe('driver password-reset e-mail', () => {
  const mail = driverPasswordResetEmail(
    {
      to: 'sofia@example.com',
      fullName: 'Sofia Rossi',
      token: 'abc/+=',
      expiresAt: '2026-11-21T17:35:00.000Z',
    },
    'https://italieno.nl/',
  );

  it('links to the reset page with the token, and says how long it works', () => {
    expect(mail.to).toBe('sofia@example.com');
    expect(mail.subject).toBe('Reset your Italieno driver password');
    expect(mail.text).toContain(
      'Reset your password: https://italieno.nl/driver/reset-password?token=abc%2F%2B%3D',
    );
    expect(mail.text).toContain('until 21 Nov 2026, 18:35 (one hour)');
    expect(mail.html).toContain(
      'href="https://italieno.nl/driver/reset-password?token=abc%2F%2B%3D"',
    );
  });

  it('tells someone who did not ask for it that nothing changes', () => {
    expect(mail.text).toContain('Did not ask for this? Then ignore this e-mail');
  });
});
