import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Card, Stack, Text } from '@mantine/core';
import type { InvoiceDocument } from '@shop/contracts';
import { formatRate } from '@/lib/money';
import { calendarDay, euros, when } from '../back-office-format';

/**
 * The order's invoice and the credit note of its refund, as they were issued: number, dates,
 * total and, per rate, the amount without VAT, the VAT and the total.
 */
export function InvoiceDocuments({ documents }: { documents: readonly InvoiceDocument[] }) {
  useLanguage();
  return (
    <Card withBorder>
      <Text fw={600} mb="sm">
        {m.adminOrders_documents()}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.adminOrders_noDocuments()}
        </Text>
      ) : (
        <Stack gap="md">
          {documents.map((doc) => (
            <Stack key={doc.number} gap={2} aria-label={doc.number} role="group">
              <Text size="sm" fw={600}>
                {(doc.kind === 'invoice' ? m.adminOrders_invoice : m.adminOrders_creditNote)({
                  number: doc.number,
                })}
                {doc.creditsInvoice &&
                  ` · ${m.adminOrders_credits({ number: doc.creditsInvoice })}`}
                {` · ${euros(doc.totalCents)}`}
              </Text>
              <Text size="xs" c="dimmed">
                {m.adminOrders_issuedOn({
                  date: when(doc.issuedAt),
                  day: calendarDay(doc.supplyDate),
                })}
              </Text>
              {doc.vat.map((v) => (
                <Text size="xs" key={v.rate}>
                  {m.adminOrders_documentVat({
                    rate: formatRate(v.rate),
                    net: euros(v.netCents),
                    vat: euros(v.vatCents),
                    gross: euros(v.grossCents),
                  })}
                </Text>
              ))}
              {doc.reason && (
                <Text size="xs">{m.adminOrders_documentReason({ reason: doc.reason })}</Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
