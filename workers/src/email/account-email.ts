import type { Language } from '@shop/contracts';
import type { AccountEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, oneLine } from './format';
import { m } from './texts';

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

function content(data: AccountEmail, publicOrigin: string, locale: Language): Content {
  const name = oneLine(data.username);
  const hello = name ? m.email_helloName({ name }, { locale }) : m.email_hello({}, { locale });
  const notYou = m.email_account_notYou({}, { locale });
  switch (data.kind) {
    case 'email-change': {
      const until = data.expiresAt
        ? amsterdamDateTime(data.expiresAt, locale)
        : m.email_account_tomorrow({}, { locale });
      return {
        subject: m.email_account_emailChangeSubject({}, { locale }),
        paragraphs: [
          m.email_account_emailChangeBody({ hello }, { locale }),
          m.email_account_emailChangeOnce({ until }, { locale }),
          m.email_account_emailChangeIgnore({}, { locale }),
        ],
        link: {
          label: m.email_account_emailChangeLink({}, { locale }),
          url: emailConfirmUrl(publicOrigin, data.token ?? ''),
        },
      };
    }
    case 'data-export':
      return {
        subject: m.email_account_exportSubject({}, { locale }),
        paragraphs: [m.email_account_exportBody({ hello }, { locale }), notYou],
      };
    case 'account-deleted':
      return {
        subject: m.email_account_deletedSubject({}, { locale }),
        paragraphs: [
          m.email_account_deletedBody({ hello }, { locale }),
          m.email_account_deletedAgain({}, { locale }),
          notYou,
        ],
      };
  }
}

/**
 * An e-mail about the customer's own account: a new address to confirm, an export, a deletion.
 * Written in the language of the customer's profile (a deleted account's is read before it goes).
 */
export function accountEmail(
  data: AccountEmail,
  publicOrigin: string,
  locale: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const footer = m.email_footer({}, { locale });
  const { subject, paragraphs, link } = content(data, publicOrigin, locale);
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), footer].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${escapeHtml(footer)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to: oneLine(data.to), subject, text, html };
}
