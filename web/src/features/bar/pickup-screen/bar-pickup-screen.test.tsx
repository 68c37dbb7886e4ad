import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarPickupBoard } from '@shop/contracts';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import BarPickupScreen from './bar-pickup-screen';
import { applyPickupStage } from './pickup-board';

const TOPIC = 'public/bar-pickup/3';
const board: BarPickupBoard = {
  barName: 'Bar Fiorella',
  topic: TOPIC,
  preparing: [1041, 1043],
  ready: [1039],
};

describe('applyPickupStage', () => {
  it('moves a number to the column of its stage, at the end, and drops it when gone', () => {
    expect(applyPickupStage(board, 1041, 'ready')).toMatchObject({
      preparing: [1043],
      ready: [1039, 1041],
    });
    expect(applyPickupStage(board, 1044, 'preparing').preparing).toEqual([1041, 1043, 1044]);
    expect(applyPickupStage(board, 1039, 'gone')).toMatchObject({
      preparing: [1041, 1043],
      ready: [],
    });
    // The same message twice changes nothing more.
    const once = applyPickupStage(board, 1041, 'ready');
    expect(applyPickupStage(once, 1041, 'ready')).toEqual(once);
  });
});

describe('the bar pickup screen', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  const column = (name: string) => screen.getByRole('list', { name });
  const numbers = (name: string) =>
    within(column(name))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows the bar’s numbers in large type and moves them live as the kitchen works', async () => {
    const { calls } = mockApi({
      'GET /api/bars/bar-fiorella/pickup-board': { body: board },
      'GET /api/realtime/ticket': {
        body: { token: 'tok', role: 'guest', id: 'g1', t: 1, expiresAt: 2 },
      },
    });
    renderWithProviders(
      <RealtimeProvider>
        <BarPickupScreen />
      </RealtimeProvider>,
      { route: '/bar/bar-fiorella/ready', path: '/bar/:slug/ready' },
    );
    expect(await screen.findByRole('heading', { name: 'Bar Fiorella' })).toBeInTheDocument();
    expect(numbers('Being prepared')).toEqual(['1041', '1043']);
    expect(numbers('Ready for pickup')).toEqual(['1039']);

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last()!;
    act(() => socket.open());
    // The screen listens to its bar's public topic.
    await waitFor(() =>
      expect(socket.sent.map((frame) => JSON.parse(frame))).toContainEqual({
        type: 'subscribe',
        topic: TOPIC,
      }),
    );
    const reads = () => calls.filter((c) => c.path.endsWith('/pickup-board')).length;
    await waitFor(() => expect(reads()).toBe(2)); // read again when the socket opened
    const before = reads();

    act(() => socket.receive({ type: 'bar-pickup', topic: TOPIC, orderId: 1041, stage: 'ready' }));
    await waitFor(() => expect(numbers('Ready for pickup')).toEqual(['1039', '1041']));
    expect(numbers('Being prepared')).toEqual(['1043']);
    act(() => socket.receive({ type: 'bar-pickup', topic: TOPIC, orderId: 1039, stage: 'gone' }));
    await waitFor(() => expect(numbers('Ready for pickup')).toEqual(['1041']));
    // Another bar's message moves nothing here.
    act(() =>
      socket.receive({
        type: 'bar-pickup',
        topic: 'public/bar-pickup/4',
        orderId: 1043,
        stage: 'gone',
      }),
    );
    expect(numbers('Being prepared')).toEqual(['1043']);
    expect(reads()).toBe(before);
  });

  it('says so when the bar is unknown', async () => {
    mockApi({});
    renderWithProviders(<BarPickupScreen />, {
      route: '/bar/nowhere/ready',
      path: '/bar/:slug/ready',
    });
    expect(await screen.findByText('Unknown bar')).toBeInTheDocument();
  });
});

describe('the bar pickup screen in Dutch', () => {
  beforeEach(async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('names its columns, the connection and the hint in Dutch', async () => {
    mockApi({ 'GET /api/bars/bar-fiorella/pickup-board': { body: { ...board, ready: [] } } });
    renderWithProviders(
      <RealtimeProvider>
        <BarPickupScreen />
      </RealtimeProvider>,
      { route: '/bar/bar-fiorella/ready', path: '/bar/:slug/ready' },
    );
    expect(await screen.findByRole('heading', { name: 'Bar Fiorella' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Wordt bereid' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Klaar om op te halen' })).toBeInTheDocument();
    expect(screen.getByText('Er staat niets klaar aan de bar')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /^Live: / })).toHaveTextContent(
      /^(Verbonden|Verbinden|Niet verbonden|Verbindingsfout)$/,
    );
    expect(
      screen.getByText('Je bestelnummer staat op je bon en in je orderbevestiging.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(
      /Being prepared|Ready for pickup|Nothing waiting|Your order number|Connect/,
    );
  });

  it('says in Dutch when the bar is unknown', async () => {
    mockApi({});
    renderWithProviders(<BarPickupScreen />, {
      route: '/bar/nowhere/ready',
      path: '/bar/:slug/ready',
    });
    expect(await screen.findByText('Onbekende bar')).toBeInTheDocument();
    expect(screen.getByText('Deze bar bestaat niet of is niet actief.')).toBeInTheDocument();
  });
});
