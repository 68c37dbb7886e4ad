import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

// Alone in its file: the toasts' store is shared, and another test's container would already
// have set its rules.

beforeEach(() => {
  // The signed-in user stays unknown, so no live connection is opened.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

afterEach(() => vi.unstubAllGlobals());

it('toasts raised before their container has loaded still come one at a time, at the top right', async () => {
  render(
    <AppProvider>
      <p>Page</p>
    </AppProvider>,
  );
  act(() => {
    notifications.show({ title: 'First', message: '' });
    notifications.show({ title: 'Second', message: '' });
  });
  const first = await screen.findByText('First');
  expect(first.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
  expect(screen.queryByText('Second')).not.toBeInTheDocument();
});
