import { shopDateOf, type InvoiceDocument, type Language, type VatShare } from '@shop/contracts';
import { escapeHtml, euros, oneLine, percent } from './format';
import { m } from './texts';

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
/** Built once: an invoice writes several dates. */
const calendarFormats: Record<Language, Intl.DateTimeFormat> = {
  en: dayFormat('en-GB'),
  nl: dayFormat('nl-NL'),
};

/** A YYYY-MM-DD day written out: '28 Nov 2026' (Dutch: '28 nov 2026'). */
export function calendarDate(day: string, language: Language): string {
  return calendarFormats[language].format(new Date(`${day}T12:00:00Z`));
}

/** A line's VAT when it is split over rates (a combo with a beer): '9 %: € 9,22 · 21 %: € 4,28'. */
export function lineVatText(
  shares: readonly VatShare[] | undefined,
  locale: Language,
): string | null {
  if (!shares || shares.length < 2) return null;
  return m.email_invoice_lineVat(
    { shares: shares.map((s) => `${percent(s.rate)}: ${euros(s.grossCents)}`).join(' · ') },
    { locale },
  );
}

/** A line's rate(s), as the invoice prints it beside the line: '9 %' or '9 % / 21 %'. */
export const lineRates = (shares: readonly VatShare[] | undefined): string =>
  shares && shares.length > 0 ? shares.map((s) => percent(s.rate)).join(' / ') : '';

/** What a Dutch invoice or credit note states besides its lines, as text and as HTML. */
export interface DocumentParts {
  /** 'Invoice 2026-00012' or 'Credit note C2026-00001'. */
  title: string;
  facts: [string, string][];
  seller: string[];
  buyer: string[];
  /** VAT per rate: rate, amount without VAT, VAT, total. */
  vatHeader: [string, string, string, string];
  vatRows: [string, string, string, string][];
  reason: string | null;
}

export function documentParts(doc: InvoiceDocument, locale: Language): DocumentParts {
  const credit = doc.kind === 'credit_note';
  const facts: [string, string][] = [
    [
      (credit ? m.email_document_creditIssued : m.email_document_issued)({}, { locale }),
      calendarDate(shopDateOf(new Date(doc.issuedAt)), locale),
    ],
    [m.email_document_supplied({}, { locale }), calendarDate(doc.supplyDate, locale)],
  ];
  if (credit && doc.creditsInvoice) {
    facts.unshift([m.email_document_credits({ number: doc.creditsInvoice }, { locale }), '']);
  }
  const seller = doc.seller
    ? [
        oneLine(doc.seller.legalName),
        oneLine(doc.seller.streetAddress),
        oneLine(`${doc.seller.postalCode} ${doc.seller.city}`),
        m.email_document_kvk({ number: doc.seller.kvkNumber }, { locale }),
        m.email_document_vatId({ id: doc.seller.vatId }, { locale }),
      ]
    : [];
  return {
    title: (credit ? m.email_document_creditNote : m.email_document_invoice)(
      { number: doc.number },
      { locale },
    ),
    facts,
    seller,
    buyer: [doc.buyer.name, ...doc.buyer.address].map(oneLine).filter(Boolean),
    vatHeader: [
      m.email_document_rate({}, { locale }),
      m.email_document_net({}, { locale }),
      m.email_document_vat({}, { locale }),
      m.email_document_gross({}, { locale }),
    ],
    vatRows: doc.vat.map((v) => [
      percent(v.rate),
      euros(v.netCents),
      euros(v.vatCents),
      euros(v.grossCents),
    ]),
    reason: doc.reason
      ? m.email_document_reason({ reason: oneLine(doc.reason) }, { locale })
      : null,
  };
}

/** The facts as 'label: value' lines (a fact without a value stands alone). */
const factLines = (parts: DocumentParts) =>
  parts.facts.map(([label, value]) => (value ? `${label}: ${value}` : label));

/** The header of the document in plain text: title, dates, seller and buyer. */
export function documentHeaderText(parts: DocumentParts, locale: Language): string[] {
  return [
    parts.title,
    ...factLines(parts),
    ...(parts.seller.length > 0
      ? ['', `${m.email_document_seller({}, { locale })}:`, ...parts.seller]
      : []),
    '',
    `${m.email_document_buyer({}, { locale })}:`,
    ...parts.buyer,
  ];
}

/** The VAT per rate in plain text, one rate a line. */
export function vatTableText(parts: DocumentParts): string[] {
  const [rate, net, vat, gross] = parts.vatHeader;
  return parts.vatRows.map(
    ([r, n, v, g]) => `${rate} ${r}: ${net} ${n} · ${vat} ${v} · ${gross} ${g}`,
  );
}

const cell = 'style="padding:4px 8px"';

export function documentHeaderHtml(parts: DocumentParts, locale: Language): string {
  const block = (heading: string, lines: string[]) =>
    `<td valign="top" ${cell}><strong>${escapeHtml(heading)}</strong><br>${lines.map(escapeHtml).join('<br>')}</td>`;
  return [
    `<h2 style="margin:16px 0 4px">${escapeHtml(parts.title)}</h2>`,
    `<p>${factLines(parts).map(escapeHtml).join('<br>')}</p>`,
    `<table cellspacing="0"><tr>`,
    parts.seller.length > 0 ? block(m.email_document_seller({}, { locale }), parts.seller) : '',
    block(m.email_document_buyer({}, { locale }), parts.buyer),
    `</tr></table>`,
  ].join('');
}

export function vatTableHtml(parts: DocumentParts): string {
  const head = parts.vatHeader
    .map((h, i) => `<th ${cell} align="${i === 0 ? 'left' : 'right'}">${escapeHtml(h)}</th>`)
    .join('');
  const rows = parts.vatRows
    .map(
      (row) =>
        `<tr>${row.map((v, i) => `<td ${cell} align="${i === 0 ? 'left' : 'right'}">${escapeHtml(v)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table cellspacing="0" style="margin-top:8px"><tr>${head}</tr>${rows}</table>`;
}
