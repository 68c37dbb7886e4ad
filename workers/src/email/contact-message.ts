import type { ContactMessageEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { escapeHtml, oneLine } from './format';

/** Where contact-form messages go when no inbox is configured. */
export const DEFAULT_SHOP_INBOX = 'info@italieno.nl';

/**
 * The e-mail that forwards a contact-form message to the shop: Reply-To is the customer, so
 * answering it writes to them.
 */
export function contactMessageEmail(
  data: ContactMessageEmail,
  shopInbox: string | null,
): Omit<MailMessage, 'messageId'> {
  const name = oneLine(`${data.firstName} ${data.lastName}`);
  const phone = data.phone?.trim() ? oneLine(data.phone) : 'not given';
  const fields: [string, string][] = [
    ['Name', name],
    ['E-mail', oneLine(data.email)],
    ['Phone', phone],
  ];
  const text = [
    'A new message arrived through the contact form on the website.',
    '',
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(8)} ${value}`),
    '',
    'Message:',
    data.message,
    '',
    `Reply to this e-mail to answer ${oneLine(data.firstName)} directly.`,
    `Reference: contact message #${data.contactMessageId}`,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<p>A new message arrived through the contact form on the website.</p>',
    `<table>${rows}</table>`,
    '<p><strong>Message:</strong></p>',
    `<p style="white-space:pre-wrap">${escapeHtml(data.message)}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(oneLine(data.firstName))} directly.<br>`,
    `Reference: contact message #${data.contactMessageId}</p>`,
  ].join('\n');
  return {
    to: shopInbox ?? DEFAULT_SHOP_INBOX,
    replyTo: { name, address: oneLine(data.email) },
    subject: `New contact message from ${name}`,
    text,
    html,
  };
}
