import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { formatEuros, type Order } from '@shop/contracts';
import { SITE } from '@/config/site';
import { formatRate } from '@/lib/money';
import {
  addressLines,
  formatDateTime,
  orderItemDetails,
  paymentMethodText,
  pickupText,
} from './order-format';

/** 80 mm thermal paper; the printable width is about 72 mm. */
export const RECEIPT_CSS = `
@page { size: 80mm auto; margin: 4mm; }
@media print { html, body { margin: 0; padding: 0; background: #fff; } }
.receipt { width: 72mm; margin: 0 auto; padding: 2mm 0; color: #000; background: #fff;
  font-family: 'DejaVu Sans Mono', 'Courier New', monospace; font-size: 11px; line-height: 1.35; }
.receipt h1 { font-size: 15px; margin: 0; text-align: center; }
.receipt .center { text-align: center; }
.receipt .row { display: flex; justify-content: space-between; gap: 2mm; }
.receipt .row > :last-child { white-space: nowrap; }
.receipt .detail { padding-left: 3mm; }
.receipt .total { font-weight: 700; font-size: 13px; }
.receipt hr { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.receipt p { margin: 0; }
`;

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `row ${className}` : 'row'}>
      <span>{label}</span>
      <span aria-label={label}>{value}</span>
    </div>
  );
}

interface Props {
  order: Order;
  shop: { address?: string; phone?: string };
}

/** What the printed receipt holds: shop, order, lines, totals with VAT per rate, where, how paid. */
export function Receipt({ order, shop }: Props) {
  useLanguage();
  const vat = order.vat.map((line) => ({
    label: m.orders_checkout_vatIncluded({ rate: formatRate(line.rate) }),
    value: line.vat,
  }));
  let where: ReactNode;
  if (order.deliveryType === 'pickup') {
    where = <p>{pickupText(order.barName ?? null)}</p>;
  } else {
    const address = order.deliveryAddress;
    where = (
      <>
        <p>{m.orders_receipt_deliveryTo()}</p>
        {address && addressLines(address).map((line) => <p key={line}>{line}</p>)}
        {address?.additionalInfo && <p>{m.orders_order_note({ note: address.additionalInfo })}</p>}
      </>
    );
  }

  return (
    <article className="receipt" aria-label={m.orders_receipt_label()}>
      <h1>{SITE.name}</h1>
      {shop.address && <p className="center">{shop.address}</p>}
      {shop.phone && <p className="center">{shop.phone}</p>}
      <hr />
      <Row label={m.orders_receipt_order()} value={`#${order.id}`} />
      <Row label={m.orders_receipt_date()} value={formatDateTime(order.createdAt)} />
      {order.customerName && <p>{order.customerName}</p>}
      {order.customerPhone && <p>{order.customerPhone}</p>}
      <hr />
      {order.items.map((item) => (
        <div key={item.id}>
          <Row label={`${item.quantity} x ${item.name}`} value={formatEuros(item.total)} />
          {orderItemDetails(item).map((detail) => (
            <p key={detail} className="detail">
              {detail}
            </p>
          ))}
        </div>
      ))}
      <hr />
      <Row label={m.orders_order_subtotal()} value={formatEuros(order.subtotal)} />
      {order.deliveryType === 'delivery' && (
        <Row label={m.orders_order_deliveryFee()} value={formatEuros(order.deliveryFee)} />
      )}
      <Row label={m.orders_order_serviceFee()} value={formatEuros(order.serviceFee)} />
      <Row label={m.orders_order_totalRow()} value={formatEuros(order.total)} className="total" />
      {vat.map((line) => (
        <Row key={line.label} label={line.label} value={formatEuros(line.value)} />
      ))}
      <hr />
      {where}
      {order.orderNotes && <p>{m.orders_order_note({ note: order.orderNotes })}</p>}
      <hr />
      <Row label={m.orders_receipt_payment()} value={paymentMethodText(order.paymentMethod)} />
    </article>
  );
}
