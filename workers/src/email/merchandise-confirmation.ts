import type { Language } from '@shop/contracts';
import type { JobData } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, euros, oneLine, percent, strongNumber } from './format';
import {
  documentHeaderHtml,
  documentHeaderText,
  documentParts,
  vatTableHtml,
  vatTableText,
} from './invoice-document';
import { emailTexts } from './texts';

type Confirmation = JobData<'email', 'merchandise-order-confirmation'>;

/**
 * The e-mail a customer gets once their merchandise order is paid: its invoice (number, dates,
 * the shop's legal details), order number, lines, shipping, total and VAT per rate, as
 * charged. Written in the customer's language (see emailLanguage).
 */
export function merchandiseConfirmationEmail(
  data: Confirmation,
  language: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const t = emailTexts(language);
  const address = data.shippingAddress;
  const addressLines = [
    oneLine(data.customerName),
    oneLine(address.line1),
    oneLine(address.line2),
    oneLine(`${address.postalCode} ${address.city}`),
    oneLine(address.state),
    oneLine(address.country),
  ].filter(Boolean);
  const shipping = data.shippingCents === 0 ? t('receipt.free') : euros(data.shippingCents);
  const invoice = data.invoice ? documentParts(data.invoice, t, language) : null;
  const summary: [string, string][] = [
    [t('receipt.subtotal'), euros(data.subtotalCents)],
    // Without an invoice (an event from before they were numbered) the VAT reads as it did then.
    ...(invoice
      ? []
      : data.vatLines.map((v): [string, string] => [
          t('receipt.vat', { rate: percent(v.rate) }),
          euros(v.cents),
        ])),
    [t('merchandise.shipping', { method: oneLine(data.shippingMethod) }), shipping],
    [t('receipt.total'), euros(data.totalCents)],
  ];
  const n = `#${data.orderId}`;
  const grazie = t('receipt.grazie', { name: oneLine(data.customerName) });
  const received = (number: string) =>
    t('merchandise.received', { n: number, date: amsterdamDateTime(data.createdAt, language) });
  const shippingTo = t('merchandise.shippingTo');
  const footer = t('footer');

  const text = [
    grazie,
    '',
    received(n),
    t('merchandise.ships'),
    '',
    ...(invoice ? [...documentHeaderText(invoice, t), ''] : []),
    ...data.lines.map(
      (l) =>
        `${l.quantity} × ${oneLine(l.name)} à ${euros(l.unitPriceCents)}  ${euros(l.lineTotalCents)}`,
    ),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    ...(invoice ? ['', ...vatTableText(invoice)] : []),
    '',
    `${shippingTo}:`,
    ...addressLines,
    '',
    footer,
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
    `<p>${escapeHtml(grazie)}</p>`,
    `<p>${strongNumber(received, n)} ${escapeHtml(t('merchandise.ships'))}</p>`,
    invoice ? documentHeaderHtml(invoice, t) : '',
    `<table cellspacing="0">${lineRows}${summaryRows}</table>`,
    invoice ? vatTableHtml(invoice) : '',
    `<p><strong>${escapeHtml(shippingTo)}:</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: oneLine(data.to),
    subject: oneLine(t('merchandise.subject', { n: data.orderId })),
    text,
    html,
  };
}
