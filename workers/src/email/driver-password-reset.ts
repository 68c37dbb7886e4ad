import type { DriverPasswordResetEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, oneLine } from './format';

const SHOP_FOOTER = 'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl';

/** The driver portal's reset page, with the single-use token. */
export function passwordResetUrl(publicOrigin: string, token: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return `${origin}/driver/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The e-mail with a driver's password-reset link: single use, valid for one hour. It says what
 * to do when the driver did not ask for it, since anyone can type an address into the form.
 */
export function driverPasswordResetEmail(
  data: DriverPasswordResetEmail,
  publicOrigin: string,
): Omit<MailMessage, 'messageId'> {
  const name = oneLine(data.fullName);
  const url = passwordResetUrl(publicOrigin, data.token);
  const until = amsterdamDateTime(data.expiresAt);
  const paragraphs = [
    `Ciao${name ? ` ${name}` : ''}, someone (hopefully you) asked to reset the password of your Italieno driver account.`,
    `The link below works once and until ${until} (one hour). Setting a new password signs you out on every device.`,
    'Did not ask for this? Then ignore this e-mail: your password stays as it is.',
  ];
  const text = [...paragraphs, `Reset your password: ${url}`, SHOP_FOOTER].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(url)}">Reset your password</a></p>`,
    `<p>${SHOP_FOOTER}</p>`,
  ].join('\n');
  return {
    to: oneLine(data.to),
    subject: 'Reset your Italieno driver password',
    text,
    html,
  };
}
