import type { OrderStatusEmail } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, euros, oneLine } from './format';

const SHOP_FOOTER = 'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl';

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
}

function content(data: OrderStatusEmail, url: string): Content {
  const n = `#${data.orderId}`;
  const name = oneLine(data.customerName);
  const hello = name ? `Ciao ${name}` : 'Ciao';
  const bar = oneLine(data.barName ?? '') || 'the bar';
  const pickup = data.deliveryType === 'pickup';
  const eta = data.estimatedDelivery ? amsterdamDateTime(data.estimatedDelivery) : null;
  const follow = { label: 'Follow your order', url };

  switch (data.kind) {
    case 'confirmed': {
      const facts = [
        data.prepMinutes ? `Preparation time: about ${data.prepMinutes} minutes` : '',
        eta ? (pickup ? `Ready for pickup at ${bar}: ${eta}` : `Estimated delivery: ${eta}`) : '',
      ].filter(Boolean);
      return {
        subject: `Your order ${n} is confirmed`,
        paragraphs: [
          `Grazie${name ? `, ${name}` : ''}! The kitchen has accepted your order ${n} and is preparing it now.`,
          ...(facts.length > 0 ? [facts.join('\n')] : []),
        ],
        link: follow,
      };
    }
    case 'ready_for_pickup':
      return {
        subject: `Your order ${n} is ready for pickup at ${bar}`,
        paragraphs: [
          `${hello}, your order ${n} is ready. Pick it up at ${bar} and give the order number.`,
        ],
        link: follow,
      };
    case 'out_for_delivery':
      return {
        subject: `Your order ${n} is on its way`,
        paragraphs: [
          `${hello}, your order ${n} has left the kitchen and is on its way to you.`,
          ...(eta ? [`Estimated delivery: ${eta}`] : []),
        ],
        link: { label: 'Follow it live', url },
      };
    case 'delivered':
      return {
        subject: `Your order ${n} has been ${pickup ? 'picked up' : 'delivered'}`,
        paragraphs: [
          `Buon appetito${name ? `, ${name}` : ''}! Your order ${n} has been ${pickup ? `picked up at ${bar}` : 'delivered'}.`,
          'Thank you for ordering from Italieno.',
        ],
      };
    case 'cancelled': {
      const reason = oneLine(data.reason ?? '');
      return {
        subject: `Your order ${n} has been cancelled`,
        paragraphs: [
          `${hello}, we are sorry: your order ${n} has been cancelled.`,
          ...(reason ? [`Reason: ${reason}`] : []),
          data.paid
            ? `The refund of ${euros(data.amountCents)} is on its way to the card you paid with; we will e-mail you once it is done.`
            : 'You have not been charged.',
          'Questions? Write to info@italieno.nl.',
        ],
      };
    }
    case 'refunded':
      return {
        subject: `Your refund of ${euros(data.amountCents)} for order ${n}`,
        paragraphs: [
          `${hello}, we have refunded ${euros(data.amountCents)} for your cancelled order ${n} to the card you paid with.`,
          'Your bank usually shows it within 5 to 10 working days.',
        ],
      };
  }
}

/**
 * The e-mail a food order's customer gets when it moves: confirmed by the kitchen (with the
 * preparation time and the estimate), ready for pickup at the bar, out for delivery (with the
 * tracking link), delivered, cancelled (with the reason, and the refund when it was paid) and
 * refunded. The job id makes it one of each per order.
 */
export function orderStatusEmail(
  data: OrderStatusEmail,
  publicOrigin: string,
): Omit<MailMessage, 'messageId'> {
  const { subject, paragraphs, link } = content(
    data,
    trackingUrl(publicOrigin, data.orderId, data.trackingToken),
  );
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), SHOP_FOOTER].join(
    '\n\n',
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${SHOP_FOOTER}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to: oneLine(data.to), subject: oneLine(subject), text, html };
}
