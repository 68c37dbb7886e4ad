import { paymentMethodType, type Language, type PaymentMethodType } from '@shop/contracts';
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
import { m } from './texts';

type Invoice = JobData<'email', 'order-invoice'>;
type Line = Invoice['lines'][number];
type Text = (inputs: object, options: { locale: Language }) => string;

/** The payment method's name; an order paid at the door has none. */
const PAYMENT_METHODS: Record<PaymentMethodType | 'cash', Text> = {
  card: m.email_invoice_card,
  ideal: m.email_invoice_ideal,
  bancontact: m.email_invoice_bancontact,
  cash: m.email_invoice_cash,
};
const DELIVERY_OPTIONS: Record<Invoice['deliveryOption'], Text> = {
  standard: m.email_invoice_standard,
  express: m.email_invoice_express,
  scheduled: m.email_invoice_scheduled,
};

/** Where the order goes: the delivery address, or the bar it is picked up at. */
function destination(data: Invoice, locale: Language): { heading: string; lines: string[] } {
  if (data.deliveryType === 'pickup' || !data.deliveryAddress) {
    return {
      heading: m.email_invoice_pickupAt({}, { locale }),
      lines: [oneLine(data.barName ?? m.email_theBar({}, { locale }))],
    };
  }
  const a = data.deliveryAddress;
  return {
    heading: m.email_invoice_deliveryTo({}, { locale }),
    lines: [
      oneLine(data.customerName),
      oneLine(a.streetAddress),
      oneLine(`${a.zipCode} ${a.city}`),
      oneLine(a.state ?? ''),
      oneLine(a.country ?? ''),
      a.additionalInfo
        ? m.email_invoice_addressNote({ note: oneLine(a.additionalInfo) }, { locale })
        : '',
    ].filter(Boolean),
  };
}

/**
 * What was chosen on a line: option values and the combo's sandwich, drink and sauce, and its
 * VAT per rate when its price is split (a combo with a beer).
 */
function lineDetails(line: Line, locale: Language): string[] {
  const details = line.options.map(
    (o) =>
      `${oneLine(o.name)}: ${oneLine(o.value)}${o.priceAddCents > 0 ? ` (+ ${euros(o.priceAddCents)})` : ''}`,
  );
  if (line.comboSelections) {
    const c = line.comboSelections;
    details.push(
      m.email_invoice_combo(
        { sandwich: oneLine(c.sandwich), drink: oneLine(c.drink), sauce: oneLine(c.sauce) },
        { locale },
      ),
    );
  }
  const vat = lineVatText(line.vat, locale);
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
  locale: Language = 'en',
): Omit<MailMessage, 'messageId'> {
  const pickup = data.deliveryType === 'pickup';
  const where = destination(data, locale);
  const n = `#${data.orderId}`;
  const method = PAYMENT_METHODS[paymentMethodType(data.paymentMethod) ?? 'cash'];
  const facts: [string, string][] = [
    [m.email_invoice_orderNumber({}, { locale }), n],
    [m.email_invoice_date({}, { locale }), amsterdamDateTime(data.createdAt, locale)],
    [m.email_invoice_paymentMethod({}, { locale }), method({}, { locale })],
  ];
  if (!pickup) {
    facts.push([
      m.email_invoice_delivery({}, { locale }),
      DELIVERY_OPTIONS[data.deliveryOption]({}, { locale }),
    ]);
  }
  if (data.estimatedDelivery) {
    facts.push([
      (pickup ? m.email_invoice_readyForPickup : m.email_invoice_estimatedDelivery)({}, { locale }),
      amsterdamDateTime(data.estimatedDelivery, locale),
    ]);
  }
  const invoice = data.invoice ? documentParts(data.invoice, locale) : null;
  const summary: [string, string][] = [
    [m.email_receipt_subtotal({}, { locale }), euros(data.subtotalCents)],
  ];
  if (!invoice) {
    summary.push(
      ...data.vatLines.map((v): [string, string] => [
        m.email_receipt_vat({ rate: percent(v.rate) }, { locale }),
        euros(v.cents),
      ]),
    );
  }
  if (!pickup) {
    summary.push([m.email_invoice_deliveryFee({}, { locale }), euros(data.deliveryFeeCents)]);
  }
  if (data.expressFeeCents > 0) {
    summary.push([m.email_invoice_expressFee({}, { locale }), euros(data.expressFeeCents)]);
  }
  summary.push([m.email_invoice_serviceFee({}, { locale }), euros(data.serviceFeeCents)]);
  if (data.tipCents > 0) summary.push([m.email_invoice_tip({}, { locale }), euros(data.tipCents)]);
  summary.push([m.email_receipt_total({}, { locale }), euros(data.totalCents)]);
  const grazie = m.email_receipt_grazie({ name: oneLine(data.customerName) }, { locale });
  const note = data.orderNotes
    ? m.email_invoice_yourNote({ note: oneLine(data.orderNotes) }, { locale })
    : '';
  const footer = m.email_footer({}, { locale });

  const text = [
    grazie,
    '',
    m.email_invoice_intro({ n }, { locale }),
    '',
    ...(invoice ? [...documentHeaderText(invoice, locale), ''] : []),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${where.heading}:`,
    ...where.lines,
    '',
    ...data.lines.flatMap((l) => [
      `${l.quantity} × ${oneLine(l.name)} à ${euros(unitCents(l))}  ${euros(l.lineTotalCents)}${l.vat ? `  (${lineRates(l.vat)})` : ''}`,
      ...lineDetails(l, locale).map((d) => `    ${d}`),
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
      const details = lineDetails(l, locale)
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
    `<p>${strongNumber((number) => m.email_invoice_intro({ n: number }, { locale }), n)}</p>`,
    invoice ? documentHeaderHtml(invoice, locale) : '',
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
        ? m.email_invoice_subjectNumbered(
            { number: data.invoice.number, n: data.orderId },
            { locale },
          )
        : m.email_invoice_subject({ n: data.orderId }, { locale }),
    ),
    text,
    html,
  };
}
