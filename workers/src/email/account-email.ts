import type { Language } from '@shop/contracts';
import type { AccountEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, oneLine } from './format';
import { emailTexts, type EmailT } from './texts';

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

function content(data: AccountEmail, publicOrigin: string, t: EmailT, language: Language): Content {
  const name = oneLine(data.username);
  const hello = name ? t('helloName', { name }) : t('hello');
  const notYou = t('account.notYou');
  switch (data.kind) {
    case 'email-change': {
      const until = data.expiresAt
        ? amsterdamDateTime(data.expiresAt, language)
        : t('account.tomorrow');
      return {
        subject: t('account.emailChangeSubject'),
        paragraphs: [
          t('account.emailChangeBody', { hello }),
          t('account.emailChangeOnce', { until }),
          t('account.emailChangeIgnore'),
        ],
        link: {
          label: t('account.emailChangeLink'),
          url: emailConfirmUrl(publicOrigin, data.token ?? ''),
        },
      };
    }
    case 'data-export':
      return {
        subject: t('account.exportSubject'),
        paragraphs: [t('account.exportBody', { hello }), notYou],
      };
    case 'account-deleted':
      return {
        subject: t('account.deletedSubject'),
        paragraphs: [t('account.deletedBody', { hello }), t('account.deletedAgain'), notYou],
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
  language: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const t = emailTexts(language);
  const footer = t('footer');
  const { subject, paragraphs, link } = content(data, publicOrigin, t, language);
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
