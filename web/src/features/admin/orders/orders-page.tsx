import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Stack, Tabs, Title } from '@mantine/core';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { KitchenBoardPage } from '../kitchen/kitchen-board-page';
import { AllOrders } from './all-orders';
import { OrderDetailPage } from './order-detail-page';

/** The live kitchen board first, then the search over all orders; /admin/orders/:id is one order. */
function OrdersHome() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'all' ? 'all' : 'live';
  useLanguage();
  return (
    <Stack>
      <Tabs
        value={view}
        onChange={(v) => setParams(v === 'all' ? { view: 'all' } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="live">{m.adminOrders_live()}</Tabs.Tab>
          <Tabs.Tab value="all">{m.adminOrders_all()}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {view === 'live' ? (
        <KitchenBoardPage />
      ) : (
        <>
          <Title order={2}>{m.adminOrders_all()}</Title>
          <AllOrders />
        </>
      )}
    </Stack>
  );
}

export default function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersHome />} />
      <Route path=":id" element={<OrderDetailPage />} />
    </Routes>
  );
}
