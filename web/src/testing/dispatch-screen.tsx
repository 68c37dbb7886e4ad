import DispatchPage from '@/features/admin/dispatch/dispatch-page';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { zonesAnswer } from '@/testing/geo-fixtures';
import { mockApi, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';

type Handler = MockAnswer | ((body: unknown) => MockAnswer | Promise<MockAnswer>);

/**
 * The dispatch screen for a signed-in staff member, with its live connection (a FakeWebSocket
 * stubbed by the test): `dispatch` answers the snapshot, `assign` the assignment of order #10.
 */
export function renderDispatchPage({ dispatch, assign }: { dispatch: Handler; assign: Handler }) {
  const api = mockApi({
    'GET /api/user': userAnswer('staff'),
    'GET /api/admin/dispatch': dispatch,
    'GET /api/geo/zones': { body: zonesAnswer },
    'GET /api/realtime/ticket': {
      body: { token: 't', role: 'staff', id: '7', t: 1, expiresAt: 2 },
    },
    'POST /api/orders/10/assign': assign,
  });
  renderWithProviders(
    <RealtimeProvider>
      <DispatchPage />
    </RealtimeProvider>,
    { route: '/admin/dispatch' },
  );
  return api;
}
