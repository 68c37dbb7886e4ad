import type { TestEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { escapeHtml, oneLine } from './format';

/** The back office's test e-mail: proves that mail leaves the shop and reaches this address. */
export function testEmail(data: TestEmail): Omit<MailMessage, 'messageId'> {
  const by = oneLine(data.requestedBy);
  const paragraphs = [
    'This is a test e-mail from the Italieno back office.',
    `${by} sent it to check that the shop's e-mails are delivered. If you can read this, they are.`,
    'Nothing needs to be done.',
  ];
  return {
    to: oneLine(data.to),
    subject: 'Italieno test e-mail',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
