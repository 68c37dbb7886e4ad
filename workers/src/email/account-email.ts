import type { AccountEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, oneLine } from './format';

const SHOP_FOOTER = 'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl';

/** The profile page that confirms a new e-mail address with the link's token. */
export function emailConfirmUrl(publicOrigin: string, token: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return `${origin}/confirm-email?token=${encodeURIComponent(token)}`;
}

interface Content {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

function content(data: AccountEmail, publicOrigin: string): Content {
  const name = oneLine(data.username);
  const hello = name ? `Ciao ${name}` : 'Ciao';
  const notYou = 'Was this not you? Write to info@italieno.nl straight away.';
  switch (data.kind) {
    case 'email-change': {
      const until = data.expiresAt ? amsterdamDateTime(data.expiresAt) : 'tomorrow';
      return {
        subject: 'Confirm your new e-mail address for Italieno',
        paragraphs: [
          `${hello}, you asked to use this address for your Italieno account.`,
          `Open the link below to confirm it. It works once, until ${until}. Until then your account keeps its old address.`,
          'Did not ask for this? Then ignore this e-mail: nothing changes.',
        ],
        link: {
          label: 'Confirm this address',
          url: emailConfirmUrl(publicOrigin, data.token ?? ''),
        },
      };
    }
    case 'data-export':
      return {
        subject: 'Your Italieno data was downloaded',
        paragraphs: [
          `${hello}, a copy of the data of your Italieno account (account details, addresses, orders and notifications) was just downloaded.`,
          notYou,
        ],
      };
    case 'account-deleted':
      return {
        subject: 'Your Italieno account has been deleted',
        paragraphs: [
          `${hello}, your Italieno account has been deleted. Your name, contact details, addresses and notifications are erased; your past orders stay in our books without your name, as the law asks of us.`,
          'You can still order as a guest or make a new account at any time. Grazie for ordering from us.',
          notYou,
        ],
      };
  }
}

/** An e-mail about the customer's own account: a new address to confirm, an export, a deletion. */
export function accountEmail(
  data: AccountEmail,
  publicOrigin: string,
): Omit<MailMessage, 'messageId'> {
  const { subject, paragraphs, link } = content(data, publicOrigin);
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), SHOP_FOOTER].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${SHOP_FOOTER}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to: oneLine(data.to), subject, text, html };
}
