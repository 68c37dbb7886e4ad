import { paymentMethodLabel } from '@shop/contracts';
import type { JobData } from '@shop/contracts/jobs';
import type { MailMessage } from './mailer';
import { amsterdamDateTime, escapeHtml, euros, oneLine, percent } from './format';

type Invoice = JobData<'email', 'order-invoice'>;
type Line = Invoice['lines'][number];

const SHOP_FOOTER = 'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl';

const DELIVERY_OPTION_LABELS: Record<Invoice['deliveryOption'], string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
  scheduled: 'Scheduled delivery',
};

/** Where the order goes: the delivery address, or the bar it is picked up at. */
function destination(data: Invoice): { heading: string; lines: string[] } {
  if (data.deliveryType === 'pickup' || !data.deliveryAddress) {
    return { heading: 'Pickup at', lines: [oneLine(data.barName ?? 'the bar')] };
  }
  const a = data.deliveryAddress;
  return {
    heading: 'Delivery to',
    lines: [
      oneLine(data.customerName),
      oneLine(a.streetAddress),
      oneLine(`${a.zipCode} ${a.city}`),
      oneLine(a.state ?? ''),
      oneLine(a.country ?? ''),
      a.additionalInfo ? `Note: ${oneLine(a.additionalInfo)}` : '',
    ].filter(Boolean),
  };
}

/** What was chosen on a line: option values and the combo's sandwich, drink and sauce. */
function lineDetails(line: Line): string[] {
  const details = line.options.map(
    (o) =>
      `${oneLine(o.name)}: ${oneLine(o.value)}${o.priceAddCents > 0 ? ` (+ ${euros(o.priceAddCents)})` : ''}`,
  );
  if (line.comboSelections) {
    const c = line.comboSelections;
    details.push(
      `Sandwich: ${oneLine(c.sandwich)} · Drink: ${oneLine(c.drink)} · Sauce: ${oneLine(c.sauce)}`,
    );
  }
  return details;
}

/** Price per unit as charged: the item (with a combo's drink surcharge) plus its options. */
const unitCents = (line: Line) =>
  line.unitPriceCents + line.options.reduce((sum, o) => sum + o.priceAddCents, 0);

/**
 * The invoice a customer gets once their food order is paid: order number, date, delivery or
 * pickup, estimated time, lines with options and combo choices, VAT per rate, fees and total.
 */
export function orderInvoiceEmail(data: Invoice): Omit<MailMessage, 'messageId'> {
  const pickup = data.deliveryType === 'pickup';
  const where = destination(data);
  const facts: [string, string][] = [
    ['Order number', `#${data.orderId}`],
    ['Date', amsterdamDateTime(data.createdAt)],
    ['Payment method', paymentMethodLabel(data.paymentMethod)],
  ];
  if (!pickup) facts.push(['Delivery', DELIVERY_OPTION_LABELS[data.deliveryOption]]);
  if (data.estimatedDelivery) {
    facts.push([
      pickup ? 'Ready for pickup' : 'Estimated delivery',
      amsterdamDateTime(data.estimatedDelivery),
    ]);
  }
  const summary: [string, string][] = [
    ['Subtotal', euros(data.subtotalCents)],
    ...data.vatLines.map((v): [string, string] => [`Incl. VAT ${percent(v.rate)}`, euros(v.cents)]),
  ];
  if (!pickup) summary.push(['Delivery fee', euros(data.deliveryFeeCents)]);
  if (data.expressFeeCents > 0) summary.push(['Express delivery', euros(data.expressFeeCents)]);
  summary.push(['Service fee', euros(data.serviceFeeCents)]);
  if (data.tipCents > 0) summary.push(['Tip', euros(data.tipCents)]);
  summary.push(['Total', euros(data.totalCents)]);

  const text = [
    `Grazie, ${oneLine(data.customerName)}!`,
    '',
    `Here is the invoice for your order #${data.orderId}. We have received your payment and the kitchen is on it.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${where.heading}:`,
    ...where.lines,
    '',
    ...data.lines.flatMap((l) => [
      `${l.quantity} × ${oneLine(l.name)} à ${euros(unitCents(l))}  ${euros(l.lineTotalCents)}`,
      ...lineDetails(l).map((d) => `    ${d}`),
    ]),
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    ...(data.orderNotes ? ['', `Your note: ${oneLine(data.orderNotes)}`] : []),
    '',
    SHOP_FOOTER,
  ].join('\n');

  const cell = 'style="padding:4px 8px"';
  const small = 'style="padding:0 8px 4px;color:#555;font-size:90%"';
  const lineRows = data.lines
    .map((l) => {
      const details = lineDetails(l)
        .map((d) => `<tr><td></td><td colspan="3" ${small}>${escapeHtml(d)}</td></tr>`)
        .join('');
      return (
        `<tr><td ${cell}>${l.quantity} ×</td><td ${cell}>${escapeHtml(l.name)}</td>` +
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
    `<p>Grazie, ${escapeHtml(oneLine(data.customerName))}!</p>`,
    `<p>Here is the invoice for your order <strong>#${data.orderId}</strong>. We have received your payment and the kitchen is on it.</p>`,
    `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p><strong>${where.heading}:</strong><br>${where.lines.map(escapeHtml).join('<br>')}</p>`,
    `<table cellspacing="0">${lineRows}${summaryRows}</table>`,
    data.orderNotes ? `<p>Your note: ${escapeHtml(oneLine(data.orderNotes))}</p>` : '',
    `<p>${SHOP_FOOTER}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: oneLine(data.to),
    subject: `Your Italieno invoice for order #${data.orderId}`,
    text,
    html,
  };
}
