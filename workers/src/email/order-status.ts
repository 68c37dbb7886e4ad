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
import { m } from './texts';

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

function content(data: OrderStatusEmail, url: string, locale: Language): Content {
  const n = `#${data.orderId}`;
  const customer = oneLine(data.customerName);
  const name = customer ? `, ${customer}` : '';
  const hello = customer
    ? m.email_helloName({ name: customer }, { locale })
    : m.email_hello({}, { locale });
  const bar = oneLine(data.barName ?? '') || m.email_theBar({}, { locale });
  const pickup = data.deliveryType === 'pickup';
  const eta = data.estimatedDelivery ? amsterdamDateTime(data.estimatedDelivery, locale) : null;
  const follow = { label: m.email_status_follow({}, { locale }), url };

  switch (data.kind) {
    case 'confirmed': {
      const facts = [
        data.prepMinutes ? m.email_status_prepTime({ minutes: data.prepMinutes }, { locale }) : '',
        eta
          ? pickup
            ? m.email_status_readyAt({ bar, eta }, { locale })
            : m.email_status_estimate({ eta }, { locale })
          : '',
      ].filter(Boolean);
      return {
        subject: m.email_status_confirmedSubject({ n }, { locale }),
        paragraphs: [
          m.email_status_confirmedBody({ name, n }, { locale }),
          ...(facts.length > 0 ? [facts.join('\n')] : []),
        ],
        link: follow,
      };
    }
    case 'ready_for_pickup':
      return {
        subject: m.email_status_readySubject({ n, bar }, { locale }),
        paragraphs: [m.email_status_readyBody({ hello, n, bar }, { locale })],
        link: follow,
      };
    case 'out_for_delivery':
      return {
        subject: m.email_status_onTheWaySubject({ n }, { locale }),
        paragraphs: [
          m.email_status_onTheWayBody({ hello, n }, { locale }),
          ...(eta ? [m.email_status_estimate({ eta }, { locale })] : []),
        ],
        link: { label: m.email_status_followLive({}, { locale }), url },
      };
    case 'delivered':
      return {
        subject: (pickup ? m.email_status_pickedUpSubject : m.email_status_deliveredSubject)(
          { n },
          { locale },
        ),
        paragraphs: [
          pickup
            ? m.email_status_pickedUpBody({ name, n, bar }, { locale })
            : m.email_status_deliveredBody({ name, n }, { locale }),
          m.email_status_thanks({}, { locale }),
        ],
      };
    case 'cancelled': {
      const reason = oneLine(data.reason ?? '');
      return {
        subject: m.email_status_cancelledSubject({ n }, { locale }),
        paragraphs: [
          m.email_status_cancelledBody({ hello, n }, { locale }),
          ...(reason ? [m.email_status_reason({ reason }, { locale })] : []),
          data.paid
            ? m.email_status_refundComing({ amount: euros(data.amountCents) }, { locale })
            : m.email_status_notCharged({}, { locale }),
          m.email_status_questions({}, { locale }),
        ],
      };
    }
    case 'refunded': {
      const note = data.creditNote;
      return {
        subject: m.email_status_refundedSubject({ amount: euros(data.amountCents), n }, { locale }),
        paragraphs: [
          m.email_status_refundedBody({ hello, amount: euros(data.amountCents), n }, { locale }),
          m.email_status_refundDays({}, { locale }),
          ...(note ? [m.email_status_creditNoteIntro({}, { locale })] : []),
        ],
        ...(note
          ? {
              creditNote: {
                parts: documentParts(note, locale),
                line: [m.email_document_creditLine({ n }, { locale }), euros(note.totalCents)],
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
  locale: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const footer = m.email_footer({}, { locale });
  const { subject, paragraphs, link, creditNote } = content(
    data,
    trackingUrl(publicOrigin, data.orderId, data.trackingToken),
    locale,
  );
  const credit = creditNote
    ? {
        text: [
          ...documentHeaderText(creditNote.parts, locale),
          '',
          `${creditNote.line[0]}: ${creditNote.line[1]}`,
          ...(creditNote.parts.reason ? [creditNote.parts.reason] : []),
          '',
          ...vatTableText(creditNote.parts),
        ].join('\n'),
        html: [
          documentHeaderHtml(creditNote.parts, locale),
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
