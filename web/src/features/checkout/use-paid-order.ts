import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { cartStore } from '@/features/cart';
import { forgetPlacedOrders } from './api';

/** After a paid order: the cart is emptied and the customer goes to the success page. */
export function usePaidOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState(false);
  const onPaid = (order: Order) => {
    // Rendered first: the emptied cart must not send the page back to /cart on its way out.
    flushSync(() => setPaid(true));
    forgetPlacedOrders(queryClient);
    cartStore.clear();
    void navigate(`/order/success?orderId=${order.id}`);
  };
  return { paid, onPaid };
}
