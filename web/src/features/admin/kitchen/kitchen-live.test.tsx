import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { FakeAudioContext } from '@/testing/fake-audio-context';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { kitchenApi, renderBoard } from '@/testing/kitchen-board';
import { foodOrder } from '@/testing/order-fixtures';
import { KitchenBoardPage } from './kitchen-board-page';

let tickets = 0;
const ticket = () => ({
  body: { token: `tok${++tickets}`, role: 'staff', id: '7', t: 1, expiresAt: 2 },
});

beforeEach(() => {
  tickets = 0;
  FakeWebSocket.instances = [];
  FakeAudioContext.reset();
  FakeAudioContext.startRunning = true;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const connection = (label: string) =>
  screen.findByRole('status', { name: `Live connection: ${label}` });
const newColumn = () => screen.getByRole('region', { name: 'New' });

function openLiveBoard() {
  const api = kitchenApi([], { routes: { 'GET /api/realtime/ticket': ticket } });
  renderBoard(
    <RealtimeProvider>
      <KitchenBoardPage />
    </RealtimeProvider>,
  );
  return api;
}

async function connectedSocket() {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  expect(await connection('Connecting')).toBeInTheDocument();
  const socket = FakeWebSocket.last()!;
  act(() => socket.open());
  expect(await connection('Connected')).toBeInTheDocument();
  return socket;
}

describe('kitchen board over the live connection', () => {
  it('shows a paid order within a second, without reload, while the tab is hidden', async () => {
    const api = openLiveBoard();
    expect(await connection('Disconnected')).toBeInTheDocument();
    const socket = await connectedSocket();
    expect(within(newColumn()).getByText('No orders')).toBeInTheDocument();
    // Read whole when the page opens, and again when the socket opens.
    await waitFor(() => expect(api.boardReads()).toBe(2));

    // The tablet shows another tab; the board keeps listening.
    act(() => focusManager.setFocused(false));
    api.setOrders([foodOrder()]);
    act(() =>
      socket.receive({ type: 'order-paid', topic: 'staff/orders', orderId: 12, kind: 'food' }),
    );
    // A connected board does not poll: only the message can bring the order.
    expect(
      await within(newColumn()).findByRole('article', { name: 'Order #12' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // And the alarm sounds.
    expect(FakeAudioContext.tones().length).toBeGreaterThan(0);
    // It read that one order, not the whole board again.
    expect(api.boardReads()).toBe(2);
    expect(api.namedReads()).toEqual([[12]]);
  });

  it('reads once the orders a burst of messages names; one that left the board leaves it', async () => {
    const accepted = { status: 'preparing' as const, acceptedAt: '2026-03-14T18:32:00.000Z' };
    const api = openLiveBoard();
    api.setOrders([foodOrder({ id: 12, ...accepted }), foodOrder({ id: 13, ...accepted })]);
    const socket = await connectedSocket();
    const preparing = () => screen.getByRole('region', { name: 'Preparing' });
    expect(await within(preparing()).findByRole('article', { name: 'Order #13' })).toBeVisible();
    await waitFor(() => expect(api.boardReads()).toBe(2));

    // 12 is ready, 14 is paid, 13 was taken off the board by another tablet.
    api.setOrders([
      foodOrder({ id: 12, ...accepted, status: 'ready' }),
      foodOrder({ id: 14, createdAt: '2026-03-14T18:40:00.000Z' }),
    ]);
    const staff = { topic: 'staff/orders', paymentStatus: 'paid' } as const;
    act(() => {
      socket.receive({
        type: 'order-status',
        ...staff,
        orderId: 12,
        status: 'ready',
        move: 'ready',
      });
      socket.receive({ type: 'order-driver', topic: 'staff/orders', orderId: 12, driverId: null });
      socket.receive({ type: 'order-paid', topic: 'staff/orders', orderId: 14, kind: 'food' });
      socket.receive({
        type: 'order-status',
        ...staff,
        orderId: 13,
        status: 'cancelled',
        move: 'cancel',
      });
    });

    const ready = () => screen.getByRole('region', { name: 'Ready' });
    expect(await within(ready()).findByRole('article', { name: 'Order #12' })).toBeVisible();
    expect(within(newColumn()).getByRole('article', { name: 'Order #14' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Order #13' })).toBeNull();
    expect(api.boardReads()).toBe(2);
    expect(api.namedReads().map((ids) => ids.toSorted())).toEqual([[12, 13, 14]]);
  });

  it('moves a card when another tablet moves the order', async () => {
    const api = openLiveBoard();
    const socket = await connectedSocket();
    api.setOrders([foodOrder({ status: 'ready', acceptedAt: '2026-03-14T18:32:00.000Z' })]);
    act(() =>
      socket.receive({
        type: 'order-status',
        topic: 'staff/orders',
        orderId: 12,
        status: 'ready',
        paymentStatus: 'paid',
        move: 'ready',
      }),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Ready' })).findByRole('article', {
        name: 'Order #12',
      }),
    ).toBeInTheDocument();
  });

  it('shows a broken connection, and after reconnecting reads the orders missed meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = openLiveBoard();
    const first = await connectedSocket();
    const readsBefore = api.boardReads();

    act(() => first.drop());
    expect(await connection('Connection error')).toBeInTheDocument();
    // Paid while no socket listened: no message will ever tell of it.
    api.setOrders([foodOrder()]);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.last()!.open());
    expect(await connection('Connected')).toBeInTheDocument();
    expect(
      await within(newColumn()).findByRole('article', { name: 'Order #12' }),
    ).toBeInTheDocument();
    expect(api.boardReads()).toBe(readsBefore + 1);
  });
});
