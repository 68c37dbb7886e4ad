import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { OrderingScope, OrderingStatus } from '@shop/contracts';
import { allOrderingOn } from '@/testing/fixtures';
import { mockApi, pending } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { OrderingBanner } from './ordering-banner';

function renderBanner(status: Partial<OrderingStatus>, scope: OrderingScope) {
  mockApi({ '/api/ordering-status': { ...allOrderingOn, ...status } });
  return renderWithProviders(<OrderingBanner scope={scope} />);
}

async function settled() {
  await waitFor(() => expect(screen.queryByText('Loading service status...')).toBeNull());
}

afterEach(() => vi.unstubAllGlobals());

describe('ordering banner', () => {
  it('shows the loading text while the status is unknown', () => {
    mockApi({ '/api/ordering-status': pending });
    renderWithProviders(<OrderingBanner scope="all" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading service status...');
  });

  it('shows nothing when every service is on', async () => {
    renderBanner({}, 'all');
    await settled();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the master switch is off, then every page shows the red busy message', async () => {
    for (const scope of ['all', 'food', 'bar', 'merchandise'] as const) {
      const { unmount } = renderBanner({ masterEnabled: false }, scope);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Online ordering is currently disabled');
      expect(alert).toHaveTextContent(
        'We’re a bit busy right now! Online orders aren’t available at the moment — please come back later or contact us directly.',
      );
      expect(alert).toHaveAttribute('data-severity', 'error');
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('on a page for one service, warns only about that service', async () => {
    renderBanner({ foodOrderingEnabled: false, barOrderingEnabled: false }, 'food');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Food ordering and delivery is currently unavailable. Our other services remain available.',
    );
    expect(alert).not.toHaveTextContent('Bar');
    expect(alert).toHaveAttribute('data-severity', 'warning');
  });

  it.each([
    [
      'bar',
      { barOrderingEnabled: false },
      'Bar QR code ordering is currently unavailable. Our other services remain available.',
    ],
    [
      'merchandise',
      { merchandiseOrderingEnabled: false },
      'Merchandise ordering is currently unavailable. Our other services remain available.',
    ],
  ] as const)('on the %s page, warns when that service is off', async (scope, status, text) => {
    renderBanner(status, scope);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('on a page for one service, stays away when only another service is off', async () => {
    renderBanner({ barOrderingEnabled: false, merchandiseOrderingEnabled: false }, 'food');
    await settled();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on the all scope, names one unavailable service with "is"', async () => {
    renderBanner({ merchandiseOrderingEnabled: false }, 'all');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Merchandise ordering is currently unavailable.',
    );
  });

  it('on the all scope, joins several unavailable services with "and" and "are"', async () => {
    renderBanner({ foodOrderingEnabled: false, barOrderingEnabled: false }, 'all');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Food ordering and delivery and bar QR code ordering are currently unavailable.',
    );
  });
});
