import type { JobData } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, euros, oneLine, percent } from './format';

type Confirmation = JobData<'email', 'merchandise-order-confirmation'>;

/**
 * The e-mail a customer gets once their merchandise order is paid: order number, lines, VAT per
 * rate, shipping and total, as charged.
 */
export function merchandiseConfirmationEmail(data: Confirmation): Omit<MailMessage, 'messageId'> {
  const address = data.shippingAddress;
  const addressLines = [
    oneLine(data.customerName),
    oneLine(address.line1),
    oneLine(address.line2),
    oneLine(`${address.postalCode} ${address.city}`),
    oneLine(address.state),
    oneLine(address.country),
  ].filter(Boolean);
  const shipping = data.shippingCents === 0 ? 'Free' : euros(data.shippingCents);
  const summary: [string, string][] = [
    ['Subtotal', euros(data.subtotalCents)],
    ...data.vatLines.map((v): [string, string] => [`Incl. VAT ${percent(v.rate)}`, euros(v.cents)]),
    [`Shipping (${oneLine(data.shippingMethod)})`, shipping],
    ['Total', euros(data.totalCents)],
  ];

  const text = [
    `Grazie, ${oneLine(data.customerName)}!`,
    '',
    `We have received your payment for order #${data.orderId} (${amsterdamDateTime(data.createdAt)}).`,
    'We will let you know when it ships.',
    '',
    ...data.lines.map(
      (l) =>
        `${l.quantity} × ${oneLine(l.name)} à ${euros(l.unitPriceCents)}  ${euros(l.lineTotalCents)}`,
    ),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    'Shipping to:',
    ...addressLines,
    '',
    'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl',
  ].join('\n');

  const cell = 'style="padding:4px 8px"';
  const lineRows = data.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${l.quantity} ×</td><td ${cell}>${escapeHtml(l.name)}</td>` +
        `<td ${cell} align="right">${euros(l.unitPriceCents)}</td><td ${cell} align="right">${euros(l.lineTotalCents)}</td></tr>`,
    )
    .join('');
  const summaryRows = summary
    .map(
      ([label, value], i) =>
        `<tr><td colspan="3" ${cell} align="right">${i === summary.length - 1 ? `<strong>${escapeHtml(label)}</strong>` : escapeHtml(label)}</td>` +
        `<td ${cell} align="right">${i === summary.length - 1 ? `<strong>${value}</strong>` : value}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>Grazie, ${escapeHtml(oneLine(data.customerName))}!</p>`,
    `<p>We have received your payment for order <strong>#${data.orderId}</strong> (${amsterdamDateTime(data.createdAt)}). We will let you know when it ships.</p>`,
    `<table cellspacing="0">${lineRows}${summaryRows}</table>`,
    `<p><strong>Shipping to:</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    '<p>Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl</p>',
  ].join('\n');

  return {
    to: oneLine(data.to),
    subject: `Your Italieno order #${data.orderId} is confirmed`,
    text,
    html,
  };
}
