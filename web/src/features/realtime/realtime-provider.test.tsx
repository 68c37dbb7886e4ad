import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser } from '@/features/auth/api';
import { useOrderingStatus } from '@/features/content/api';
import { createQueryClient } from '@/lib/query-client';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { RealtimeProvider } from './realtime-provider';
import { useOrderTopic, useRealtimeStatus } from '@/lib/realtime-context';

const allOn = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

function Banner() {
  const { data } = useOrderingStatus();
  const status = useRealtimeStatus();
  return (
    <p>
      {data ? (data.masterEnabled ? 'ordering on' : 'ordering off') : 'loading'} / {status}
    </p>
  );
}

function renderWithProvider() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <Banner />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

let tickets = 0;
beforeEach(() => {
  FakeWebSocket.instances = [];
  tickets = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

const ticketHandler = () => ({
  body: { token: `tok${++tickets}`, role: 'guest', id: `g${tickets}`, t: 1, expiresAt: 2 },
});

describe('live connection provider', () => {
  it('connects a guest too, and a pushed ordering status reaches the page', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/ordering-status': { body: allOn },
      'GET /api/realtime/ticket': ticketHandler,
    });
    renderWithProvider();
    expect(await screen.findByText(/ordering on/)).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last()!;
    expect(socket.url).toContain('/ws?token=tok1&role=guest&id=g1&t=1');
    act(() => socket.open());
    expect(await screen.findByText(/ \/ connected/)).toBeInTheDocument();
    act(() =>
      socket.receive({
        type: 'ordering-status',
        topic: 'public/ordering-status',
        data: { ...allOn, masterEnabled: false },
      }),
    );
    expect(await screen.findByText(/ordering off/)).toBeInTheDocument();
  });

  it('opens a new connection when the signed-in user changes', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'GET /api/ordering-status': { body: allOn },
      'GET /api/realtime/ticket': ticketHandler,
    });
    const queryClient = renderWithProvider();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const guestSocket = FakeWebSocket.last()!;
    act(() => guestSocket.open());

    act(() => setSignedInUser(queryClient, userAnswer('customer').body));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(guestSocket.readyState).toBe(3);
    expect(FakeWebSocket.last()!.url).toContain('token=tok2');
  });
});

function FollowOrder({ token }: { token: string | null }) {
  useOrderTopic(12, token);
  return <p>{useRealtimeStatus()}</p>;
}

function renderFollowing(token: string | null) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <FollowOrder token={token} />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
}

const ticketUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/realtime/ticket'));

describe('following one order', () => {
  it('a guest with the signed link asks for a ticket with the order and hears order/12', async () => {
    const { fetchMock } = mockApi({
      'GET /api/user': signedOut,
      'GET /api/realtime/ticket': ticketHandler,
    });
    renderFollowing('signed-link');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(ticketUrls(fetchMock)).toEqual(['/api/realtime/ticket?orderId=12&t=signed-link']);
    const socket = FakeWebSocket.last()!;
    act(() => socket.open());
    expect(socket.sent.map((frame) => JSON.parse(frame))).toContainEqual({
      type: 'subscribe',
      topic: 'order/12',
    });
  });

  it('falls back to a plain ticket when the api refuses the order', async () => {
    const { fetchMock } = mockApi({
      'GET /api/user': signedOut,
      'GET /api/realtime/ticket': () =>
        fetchMock.mock.calls.length > 0 &&
        String(fetchMock.mock.calls.at(-1)?.[0]).includes('orderId')
          ? { status: 404, body: { type: 'not_found', message: 'Order not found' } }
          : ticketHandler(),
    });
    renderFollowing('changed-token');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(ticketUrls(fetchMock)).toEqual([
      '/api/realtime/ticket?orderId=12&t=changed-token',
      '/api/realtime/ticket',
    ]);
    act(() => FakeWebSocket.last()!.open());
    expect(await screen.findByText('connected')).toBeInTheDocument();
  });

  it.each(['staff', 'admin'] as const)(
    'a signed-in %s needs no ticket for the order',
    async (role) => {
      const { fetchMock } = mockApi({
        'GET /api/user': userAnswer(role),
        'GET /api/realtime/ticket': ticketHandler,
      });
      renderFollowing(null);
      await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
      expect(ticketUrls(fetchMock)).toEqual(['/api/realtime/ticket']);
    },
  );

  it("a signed-in customer asks for the order in its ticket: the driver's position goes only there", async () => {
    const { fetchMock } = mockApi({
      'GET /api/user': userAnswer('customer'),
      'GET /api/realtime/ticket': ticketHandler,
    });
    renderFollowing(null);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(ticketUrls(fetchMock)).toEqual(['/api/realtime/ticket?orderId=12']);
  });
});
