import { describe, expect, it } from 'vitest';
import type { ContactMessageEmail } from '@shop/contracts/jobs';
import { contactMessageEmail } from './contact-message';

const message: ContactMessageEmail = {
  contactMessageId: 42,
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@example.com',
  phone: null,
  message: 'Do you have gluten-free panini?\nThanks!',
};

describe('contact message e-mail', () => {
  it('goes to the shop inbox with the customer as Reply-To and a clear subject', () => {
    const mail = contactMessageEmail(message, 'orders@italieno.nl');
    expect(mail.to).toBe('orders@italieno.nl');
    expect(mail.replyTo).toEqual({ name: 'Giulia Bianchi', address: 'giulia@example.com' });
    expect(mail.subject).toBe('New contact message from Giulia Bianchi');
  });

  it('goes to info@italieno.nl when no inbox is configured', () => {
    expect(contactMessageEmail(message, null).to).toBe('info@italieno.nl');
  });

  it('lists name, e-mail, phone and the message in the plain-text body', () => {
    const { text } = contactMessageEmail({ ...message, phone: '+31 20 123 4567' }, null);
    expect(text).toContain('Name:    Giulia Bianchi');
    expect(text).toContain('E-mail:  giulia@example.com');
    expect(text).toContain('Phone:   +31 20 123 4567');
    expect(text).toContain('Message:\nDo you have gluten-free panini?\nThanks!');
  });

  it('says the phone number was not given when it is missing', () => {
    expect(contactMessageEmail(message, null).text).toContain('Phone:   not given');
    expect(contactMessageEmail({ ...message, phone: '  ' }, null).text).toContain(
      'Phone:   not given',
    );
  });

  it('escapes what the customer typed in the HTML body', () => {
    const { html } = contactMessageEmail(
      { ...message, firstName: '<b>Eve</b>', message: '<script>alert("x")</script> & more' },
      null,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt; Bianchi');
  });

  it('keeps line breaks a customer put in a name out of the subject', () => {
    const { subject } = contactMessageEmail(
      { ...message, lastName: 'Bianchi\r\nBcc: someone@example.com' },
      null,
    );
    expect(subject).toBe('New contact message from Giulia Bianchi Bcc: someone@example.com');
  });
});
