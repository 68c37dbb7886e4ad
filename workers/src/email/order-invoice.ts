import { paymentMethodType, type Language } from '@shop/contracts';
import type { JobData } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, euros, oneLine, percent, strongNumber } from './format';
import {
  documentHeaderHtml,
  documentHeaderText,
  documentParts,
  lineRates,
  lineVatText,
  vatTableHtml,
  vatTableText,
} from './invoice-document';
import { emailTexts, type EmailT } from './texts';

type Invoice = JobData<'email', 'order-invoice'>;
type Line = Invoice['lines'][number];

/** Where the order goes: the delivery address, or the bar it is picked up at. */
function destination(data: Invoice, t: EmailT): { heading: string; lines: string[] } {
  if (data.deliveryType === 'pickup' || !data.deliveryAddress) {
    return { heading: t('invoice.pickupAt'), lines: [oneLine(data.barName ?? t('theBar'))] };
  }
  const a = data.deliveryAddress;
  return {
    heading: t('invoice.deliveryTo'),
    lines: [
      oneLine(data.customerName),
      oneLine(a.streetAddress),
      oneLine(`${a.zipCode} ${a.city}`),
      oneLine(a.state ?? ''),
      oneLine(a.country ?? ''),
      a.additionalInfo ? t('invoice.addressNote', { note: oneLine(a.additionalInfo) }) : '',
    ].filter(Boolean),
  };
}

/**
 * What was chosen on a line: option values and the combo's sandwich, drink and sauce, and its
 * VAT per rate when its price is split (a combo with a beer).
 */
function lineDetails(line: Line, t: EmailT): string[] {
  const details = line.options.map(
    (o) =>
      `${oneLine(o.name)}: ${oneLine(o.value)}${o.priceAddCents > 0 ? ` (+ ${euros(o.priceAddCents)})` : ''}`,
  );
  if (line.comboSelections) {
    const c = line.comboSelections;
    details.push(
      t('invoice.combo', {
        sandwich: oneLine(c.sandwich),
        drink: oneLine(c.drink),
        sauce: oneLine(c.sauce),
      }),
    );
  }
  const vat = lineVatText(line.vat, t);
  if (vat) details.push(vat);
  return details;
}

/** Price per unit as charged: the item (with a combo's drink surcharge) plus its options. */
const unitCents = (line: Line) =>
  line.unitPriceCents + line.options.reduce((sum, o) => sum + o.priceAddCents, 0);

/**
 * The invoice a customer gets once their food order is paid: the invoice's number and dates,
 * the shop's legal details and the customer, order number, delivery or pickup, estimated time,
 * lines with options, combo choices and their VAT rates, fees, total and VAT per rate (without
 * VAT, VAT, with VAT). Written in the customer's language (see emailLanguage). An event from
 * before invoices were numbered has no invoice: it gets the receipt as it was then.
 */
export function orderInvoiceEmail(
  data: Invoice,
  language: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const t = emailTexts(language);
  const pickup = data.deliveryType === 'pickup';
  const where = destination(data, t);
  const n = `#${data.orderId}`;
  const facts: [string, string][] = [
    [t('invoice.orderNumber'), n],
    [t('invoice.date'), amsterdamDateTime(data.createdAt, language)],
    [t('invoice.paymentMethod'), t(`invoice.${paymentMethodType(data.paymentMethod) ?? 'cash'}`)],
  ];
  if (!pickup) facts.push([t('invoice.delivery'), t(`invoice.${data.deliveryOption}`)]);
  if (data.estimatedDelivery) {
    facts.push([
      t(pickup ? 'invoice.readyForPickup' : 'invoice.estimatedDelivery'),
      amsterdamDateTime(data.estimatedDelivery, language),
    ]);
  }
  const invoice = data.invoice ? documentParts(data.invoice, t, language) : null;
  const summary: [string, string][] = [[t('receipt.subtotal'), euros(data.subtotalCents)]];
  if (!invoice) {
    summary.push(
      ...data.vatLines.map((v): [string, string] => [
        t('receipt.vat', { rate: percent(v.rate) }),
        euros(v.cents),
      ]),
    );
  }
  if (!pickup) summary.push([t('invoice.deliveryFee'), euros(data.deliveryFeeCents)]);
  if (data.expressFeeCents > 0) {
    summary.push([t('invoice.expressFee'), euros(data.expressFeeCents)]);
  }
  summary.push([t('invoice.serviceFee'), euros(data.serviceFeeCents)]);
  if (data.tipCents > 0) summary.push([t('invoice.tip'), euros(data.tipCents)]);
  summary.push([t('receipt.total'), euros(data.totalCents)]);
  const grazie = t('receipt.grazie', { name: oneLine(data.customerName) });
  const note = data.orderNotes ? t('invoice.yourNote', { note: oneLine(data.orderNotes) }) : '';
  const footer = t('footer');

  const text = [
    grazie,
    '',
    t('invoice.intro', { n }),
    '',
    ...(invoice ? [...documentHeaderText(invoice, t), ''] : []),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${where.heading}:`,
    ...where.lines,
    '',
    ...data.lines.flatMap((l) => [
      `${l.quantity} × ${oneLine(l.name)} à ${euros(unitCents(l))}  ${euros(l.lineTotalCents)}${l.vat ? `  (${lineRates(l.vat)})` : ''}`,
      ...lineDetails(l, t).map((d) => `    ${d}`),
    ]),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    ...(invoice ? ['', ...vatTableText(invoice)] : []),
    ...(note ? ['', note] : []),
    '',
    footer,
  ].join('\n');

  const cell = 'style="padding:4px 8px"';
  const small = 'style="padding:0 8px 4px;color:#555;font-size:90%"';
  const lineRows = data.lines
    .map((l) => {
      const details = lineDetails(l, t)
        .map((d) => `<tr><td></td><td colspan="3" ${small}>${escapeHtml(d)}</td></tr>`)
        .join('');
      return (
        `<tr><td ${cell}>${l.quantity} ×</td><td ${cell}>${escapeHtml(l.name)}${l.vat ? ` <span style="color:#555">(${escapeHtml(lineRates(l.vat))})</span>` : ''}</td>` +
        `<td ${cell} align="right">${euros(unitCents(l))}</td><td ${cell} align="right">${euros(l.lineTotalCents)}</td></tr>` +
        details
      );
    })
    .join('');
  const summaryRows = summary
    .map(([label, value], i) => {
      const last = i === summary.length - 1;
      const show = (v: string) => (last ? `<strong>${v}</strong>` : v);
      return `<tr><td colspan="3" ${cell} align="right">${show(escapeHtml(label))}</td><td ${cell} align="right">${show(value)}</td></tr>`;
    })
    .join('');
  const html = [
    `<p>${escapeHtml(grazie)}</p>`,
    `<p>${strongNumber((m) => t('invoice.intro', { n: m }), n)}</p>`,
    invoice ? documentHeaderHtml(invoice, t) : '',
    `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p><strong>${escapeHtml(where.heading)}:</strong><br>${where.lines.map(escapeHtml).join('<br>')}</p>`,
    `<table cellspacing="0">${lineRows}${summaryRows}</table>`,
    invoice ? vatTableHtml(invoice) : '',
    note ? `<p>${escapeHtml(note)}</p>` : '',
    `<p>${escapeHtml(footer)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: oneLine(data.to),
    subject: oneLine(
      data.invoice
        ? t('invoice.subjectNumbered', { number: data.invoice.number, n: data.orderId })
        : t('invoice.subject', { n: data.orderId }),
    ),
    text,
    html,
  };
}
