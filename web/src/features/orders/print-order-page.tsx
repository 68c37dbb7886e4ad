import { useEffect } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useSearchParams } from 'react-router-dom';
import { useSettings } from '@/features/content';
import { ApiError } from '@/lib/api-client';
import { orderQuery } from './api';
import { parseOrderId } from '@/lib/order-id';
import { Receipt, RECEIPT_CSS } from './receipt';

/** The receipt prints half a second after it is shown. */
export const PRINT_DELAY_MS = 500;

function Problem({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Text role="alert" c="red" fw={500}>
        {text}
      </Text>
    </Center>
  );
}

/**
 * /print-order?id=…: the order as an 80 mm receipt, without header and footer. It prints by
 * itself 0.5 s after it is shown, then tries to close the tab (browsers only let a script
 * close a tab that a script opened).
 */
export default function PrintOrderPage() {
  useLanguage();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = parseOrderId(raw);
  const order = useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
  // The shop's address heads the receipt; without it the receipt still prints.
  const settings = useSettings();
  const ready = order.isSuccess && !settings.isPending;

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      window.print();
      window.close();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  // No id, an id that is not a number, or an order that cannot be read: a message, no receipt.
  if (!raw) return <Problem text={m.orders_receipt_noId()} />;
  if (id === null) return <Problem text={m.orders_receipt_notFound()} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return <Problem text={missing ? m.orders_receipt_notFound() : m.orders_receipt_failed()} />;
  }
  if (!ready) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.orders_receipt_loading()} />
      </Center>
    );
  }
  return (
    <>
      <style>{RECEIPT_CSS}</style>
      <Receipt order={order.data} shop={settings.data ?? {}} />
    </>
  );
}
