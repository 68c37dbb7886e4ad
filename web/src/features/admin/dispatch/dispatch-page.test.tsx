import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSnapshot } from '@/testing/admin-fixtures';
import { renderDispatchPage } from '@/testing/dispatch-screen';
import { FakeWebSocket } from '@/testing/fake-web-socket';

const now = Date.now();

const snapshot = (seq: number, driverOf10: number | null = null) =>
  dispatchSnapshot(now, seq, driverOf10);

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('the dispatch page', () => {
  it('lists the waiting order and the driver, assigns by click order → click driver → confirm, and follows the live message', async () => {
    // The snapshot stays behind: only the live message tells the screen of the assignment.
    const current = snapshot(4);
    const api = renderDispatchPage({
      dispatch: () => ({ body: current }),
      assign: { body: { order: {} } },
    });

    const waiting = await screen.findByLabelText('Ready orders without a driver');
    expect(await within(waiting).findByText('#10 · Giulia Rossi')).toBeInTheDocument();
    expect(within(waiting).getByText(/12 min old/)).toBeInTheDocument();
    const driverRow = screen.getByRole('button', { name: /^Luca Bianchi / });
    expect(driverRow).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText('Not connected')).toBeInTheDocument();

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last()!;
    act(() => socket.open());
    await waitFor(() => expect(screen.queryByText('Not connected')).not.toBeInTheDocument());
    expect(socket.sent.map((s) => JSON.parse(s))).toContainEqual({
      type: 'subscribe',
      topic: 'staff/dispatch',
    });

    const user = userEvent.setup();
    await user.click(within(waiting).getByRole('button', { name: /^#10 · / }));
    expect(await screen.findByTestId('suggestion')).toHaveTextContent('Luca Bianchi');
    await user.click(driverRow);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        driverId: 1,
        expectedDriverId: null,
      }),
    );

    // The other screens learn it from the numbered message.
    act(() =>
      socket.receive({
        type: 'order-driver',
        topic: 'staff/dispatch',
        seq: 5,
        orderId: 10,
        driverId: 1,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Luca Bianchi / })).toHaveAttribute(
        'data-jobs',
        '10',
      ),
    );
    expect(within(waiting).queryByText('#10 · Giulia Rossi')).not.toBeInTheDocument();
  });

  it.each([
    ['a driver who already carries 3 orders', 'Luca Bianchi already carries 3 orders'],
    ['an order assigned meanwhile', 'Order #10 was assigned to another driver meanwhile'],
    [
      'an order that has left the kitchen',
      'Order #10 has left the kitchen; its driver can no longer change',
    ],
  ])('when the server refuses %s, says why and changes nothing', async (_case, message) => {
    renderDispatchPage({
      dispatch: { body: snapshot(4) },
      assign: { status: 409, body: { type: 'conflict', message } },
    });
    const waiting = await screen.findByLabelText('Ready orders without a driver');
    const user = userEvent.setup();
    await user.click(await within(waiting).findByRole('button', { name: /^#10 · / }));
    await user.click(screen.getByRole('button', { name: /^Luca Bianchi / }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull());
    expect(within(waiting).getByText('#10 · Giulia Rossi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Luca Bianchi / })).toHaveAttribute('data-jobs', '');
  });
});
