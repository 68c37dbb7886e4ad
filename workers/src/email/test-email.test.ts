import { describe, expect, it } from 'vitest';
import { testEmail } from './test-email';

describe('test e-mail', () => {
  it('goes to the address asked for and names who sent it, escaped in the HTML', () => {
    const mail = testEmail({ to: 'manager@example.com', requestedBy: '<admin>' });
    expect(mail.to).toBe('manager@example.com');
    expect(mail.subject).toBe('Italieno test e-mail');
    expect(mail.text).toContain('<admin> sent it');
    expect(mail.html).toContain('&lt;admin&gt; sent it');
    expect(mail.html).not.toContain('<admin>');
  });
});
