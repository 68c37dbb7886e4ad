import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { AppProvider } from './provider';

beforeEach(() => {
  // The signed-in user stays unknown, so no live connection is opened.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderShell = () =>
  render(
    <AppProvider>
      <p>Page</p>
    </AppProvider>,
  );

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', async () => {
    renderShell();
    act(() => notify.success('Added to cart'));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    act(() => notify.error('Order failed', 'Please try again.'));
    // At once, not queued until the first one closes (5 s later).
    expect(await screen.findByText('Order failed', {}, { timeout: 3000 })).toBeInTheDocument();
    // The old toast leaves (after its exit transition) without waiting for its 5 s.
    await waitFor(() => expect(screen.queryByText('Added to cart')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('never stacks toasts, even when shown without the helper', async () => {
    renderShell();
    act(() => {
      notifications.show({ title: 'First', message: '' });
      notifications.show({ title: 'Second', message: '' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('closes a toast by itself after 5000 ms', async () => {
    vi.useFakeTimers();
    renderShell();
    act(() => notifications.show({ title: 'Location saved', message: '' }));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Location saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByText('Location saved')).not.toBeInTheDocument();
  });
});
