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
import { m } from './texts';

type Confirmation = JobData<'email', 'merchandise-order-confirmation'>;

/**
 * The e-mail a customer gets once their merchandise order is paid: its invoice (number, dates,
 * the shop's legal details), order number, lines, shipping, total and VAT per rate, as
 * charged. Written in the customer's language (see emailLanguage).
 */
export function merchandiseConfirmationEmail(
  data: Confirmation,
  locale: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const address = data.shippingAddress;
  const addressLines = [
    oneLine(data.customerName),
    oneLine(address.line1),
    oneLine(address.line2),
    oneLine(`${address.postalCode} ${address.city}`),
    oneLine(address.state),
    oneLine(address.country),
  ].filter(Boolean);
  const shipping =
    data.shippingCents === 0 ? m.email_receipt_free({}, { locale }) : euros(data.shippingCents);
  const invoice = data.invoice ? documentParts(data.invoice, locale) : null;
  const summary: [string, string][] = [
    [m.email_receipt_subtotal({}, { locale }), euros(data.subtotalCents)],
    // Without an invoice (an event from before they were numbered) the VAT reads as it did then.
    ...(invoice
      ? []
      : data.vatLines.map((v): [string, string] => [
          m.email_receipt_vat({ rate: percent(v.rate) }, { locale }),
          euros(v.cents),
        ])),
    [m.email_merchandise_shipping({ method: oneLine(data.shippingMethod) }, { locale }), shipping],
    [m.email_receipt_total({}, { locale }), euros(data.totalCents)],
  ];
  const n = `#${data.orderId}`;
  const grazie = m.email_receipt_grazie({ name: oneLine(data.customerName) }, { locale });
  const received = (number: string) =>
    m.email_merchandise_received(
      { n: number, date: amsterdamDateTime(data.createdAt, locale) },
      { locale },
    );
  const ships = m.email_merchandise_ships({}, { locale });
  const shippingTo = m.email_merchandise_shippingTo({}, { locale });
  const footer = m.email_footer({}, { locale });

  const text = [
    grazie,
    '',
    received(n),
    ships,
    '',
    ...(invoice ? [...documentHeaderText(invoice, locale), ''] : []),
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
    `<p>${strongNumber(received, n)} ${escapeHtml(ships)}</p>`,
    invoice ? documentHeaderHtml(invoice, locale) : '',
    `<table cellspacing="0">${lineRows}${summaryRows}</table>`,
    invoice ? vatTableHtml(invoice) : '',
    `<p><strong>${escapeHtml(shippingTo)}:</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: oneLine(data.to),
    subject: oneLine(m.email_merchandise_subject({ n: data.orderId }, { locale })),
    text,
    html,
  };
}
