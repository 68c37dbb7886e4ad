import type { OrderStatusEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import type { Language } from '@shop/contracts';
import { amsterdamDateTime, escapeHtml, euros, oneLine } from './format';
import {
  documentHeaderHtml,
  documentHeaderText,
  documentParts,
  vatTableHtml,
  vatTableText,
  type DocumentParts,
} from './invoice-document';
import { emailTexts, type EmailT } from './texts';

/** The tracking page of one order, opened without signing in through its signed token. */
export function trackingUrl(publicOrigin: string, orderId: number, trackingToken: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return `${origin}/order/${orderId}?t=${encodeURIComponent(trackingToken)}`;
}

interface Content {
  subject: string;
  /** Sentences as plain text; what the customer or the kitchen typed is already on one line. */
  paragraphs: string[];
  link?: { label: string; url: string };
  /** A refund's credit note: its header, one line for the amount, its VAT per rate. */
  creditNote?: { parts: DocumentParts; line: [string, string] };
}

function content(data: OrderStatusEmail, url: string, t: EmailT, language: Language): Content {
  const n = `#${data.orderId}`;
  const customer = oneLine(data.customerName);
  const name = customer ? `, ${customer}` : '';
  const hello = customer ? t('helloName', { name: customer }) : t('hello');
  const bar = oneLine(data.barName ?? '') || t('theBar');
  const pickup = data.deliveryType === 'pickup';
  const eta = data.estimatedDelivery ? amsterdamDateTime(data.estimatedDelivery, language) : null;
  const follow = { label: t('status.follow'), url };

  switch (data.kind) {
    case 'confirmed': {
      const facts = [
        data.prepMinutes ? t('status.prepTime', { minutes: data.prepMinutes }) : '',
        eta ? (pickup ? t('status.readyAt', { bar, eta }) : t('status.estimate', { eta })) : '',
      ].filter(Boolean);
      return {
        subject: t('status.confirmedSubject', { n }),
        paragraphs: [
          t('status.confirmedBody', { name, n }),
          ...(facts.length > 0 ? [facts.join('\n')] : []),
        ],
        link: follow,
      };
    }
    case 'ready_for_pickup':
      return {
        subject: t('status.readySubject', { n, bar }),
        paragraphs: [t('status.readyBody', { hello, n, bar })],
        link: follow,
      };
    case 'out_for_delivery':
      return {
        subject: t('status.onTheWaySubject', { n }),
        paragraphs: [
          t('status.onTheWayBody', { hello, n }),
          ...(eta ? [t('status.estimate', { eta })] : []),
        ],
        link: { label: t('status.followLive'), url },
      };
    case 'delivered':
      return {
        subject: t(pickup ? 'status.pickedUpSubject' : 'status.deliveredSubject', { n }),
        paragraphs: [
          t(pickup ? 'status.pickedUpBody' : 'status.deliveredBody', { name, n, bar }),
          t('status.thanks'),
        ],
      };
    case 'cancelled': {
      const reason = oneLine(data.reason ?? '');
      return {
        subject: t('status.cancelledSubject', { n }),
        paragraphs: [
          t('status.cancelledBody', { hello, n }),
          ...(reason ? [t('status.reason', { reason })] : []),
          data.paid
            ? t('status.refundComing', { amount: euros(data.amountCents) })
            : t('status.notCharged'),
          t('status.questions'),
        ],
      };
    }
    case 'refunded': {
      const note = data.creditNote;
      return {
        subject: t('status.refundedSubject', { amount: euros(data.amountCents), n }),
        paragraphs: [
          t('status.refundedBody', { hello, amount: euros(data.amountCents), n }),
          t('status.refundDays'),
          ...(note ? [t('status.creditNoteIntro')] : []),
        ],
        ...(note
          ? {
              creditNote: {
                parts: documentParts(note, t, language),
                line: [t('document.creditLine', { n }), euros(note.totalCents)],
              },
            }
          : {}),
      };
    }
  }
}

/**
 * The e-mail a food order's customer gets when it moves: confirmed by the kitchen (with the
 * preparation time and the estimate), ready for pickup at the bar, out for delivery (with the
 * tracking link), delivered, cancelled (with the reason, and the refund when it was paid) and
 * refunded (with the refund's credit note). The job id makes it one of each per order. Written
 * in the customer's language.
 */
export function orderStatusEmail(
  data: OrderStatusEmail,
  publicOrigin: string,
  language: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const t = emailTexts(language);
  const footer = t('footer');
  const { subject, paragraphs, link, creditNote } = content(
    data,
    trackingUrl(publicOrigin, data.orderId, data.trackingToken),
    t,
    language,
  );
  const credit = creditNote
    ? {
        text: [
          ...documentHeaderText(creditNote.parts, t),
          '',
          `${creditNote.line[0]}: ${creditNote.line[1]}`,
          ...(creditNote.parts.reason ? [creditNote.parts.reason] : []),
          '',
          ...vatTableText(creditNote.parts),
        ].join('\n'),
        html: [
          documentHeaderHtml(creditNote.parts, t),
          `<p>${escapeHtml(creditNote.line[0])}: <strong>${escapeHtml(creditNote.line[1])}</strong>`,
          creditNote.parts.reason ? `<br>${escapeHtml(creditNote.parts.reason)}` : '',
          '</p>',
          vatTableHtml(creditNote.parts),
        ].join(''),
      }
    : null;
  const text = [
    ...paragraphs,
    ...(credit ? [credit.text] : []),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    footer,
  ].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    credit?.html ?? '',
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${escapeHtml(footer)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to: oneLine(data.to), subject: oneLine(subject), text, html };
}
