import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shop/contracts';
import { comboDrinksQuery, comboSandwichesQuery, comboSaucesQuery } from '@/features/combo';
import { menuQuery } from '@/features/menu';
import { notify } from '@/lib/notify';
import { addReorderToCart, planReorder, unavailableText, type ReorderCatalog } from './reorder';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

async function loadCatalog(
  queryClient: ReturnType<typeof useQueryClient>,
  order: Order,
): Promise<ReorderCatalog> {
  const hasCombo = order.items.some((item) => item.comboSelections);
  const [menu, sandwiches, drinks, sauces] = await Promise.all([
    queryClient.fetchQuery(menuQuery),
    hasCombo ? queryClient.fetchQuery(comboSandwichesQuery) : [],
    hasCombo ? queryClient.fetchQuery(comboDrinksQuery) : [],
    hasCombo ? queryClient.fetchQuery(comboSaucesQuery) : [],
  ]);
  return { menu: menu.items, combo: { sandwiches, drinks, sauces } };
}

/**
 * Reorder: the order's items go back into the food cart, priced by today's menu, and the cart
 * opens. Items that can no longer be had are left out and named in a toast.
 */
export function useReorder(order: Order) {
  useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const reorder = async () => {
    setPending(true);
    try {
      const plan = planReorder(order, await loadCatalog(queryClient, order));
      if (plan.unavailable.length > 0) {
        const title =
          plan.lines.length > 0
            ? m.orders_myOrders_someNotAdded()
            : m.orders_myOrders_nothingAdded();
        notify.warning(title, unavailableText(plan.unavailable));
      }
      if (plan.lines.length === 0) return;
      addReorderToCart(plan);
      void navigate('/cart');
    } catch {
      notify.error(m.orders_myOrders_reorderFailed(), m.orders_myOrders_menuNotLoaded());
    } finally {
      setPending(false);
    }
  };

  return { reorder, pending };
}
