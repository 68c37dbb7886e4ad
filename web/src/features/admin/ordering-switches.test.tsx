import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const allOn = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

describe('ordering switches', () => {
  it('sends only the changed switch and shows the answer', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/ordering-status': { body: allOn },
      'PUT /api/admin/ordering-status': (change) => ({
        body: { ...allOn, ...(change as object) },
      }),
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('switch', { name: 'Food delivery' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Food delivery' })).not.toBeChecked(),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ foodOrderingEnabled: false });
    expect(screen.getByRole('switch', { name: 'Online ordering' })).toBeChecked();
  });

  it('moves the switch back when the api refuses the change', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/ordering-status': { body: allOn },
      'PUT /api/admin/ordering-status': {
        status: 403,
        body: { type: 'forbidden', message: 'Not allowed' },
      },
    });
    const { user } = renderApp('/admin/overview');
    await user.click(await screen.findByRole('switch', { name: 'Online ordering' }));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Online ordering' })).toBeChecked();
  });

  it('lists admin-only sections for admins and hides them from staff', async () => {
    mockApi({ 'GET /api/user': userAnswer('staff'), 'GET /api/ordering-status': { body: allOn } });
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delivery Zones' })).not.toBeInTheDocument();
  });

  it('shows the admin-only sections to an admin', async () => {
    mockApi({ 'GET /api/user': userAnswer('admin'), 'GET /api/ordering-status': { body: allOn } });
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Delivery Zones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Store Settings' })).toBeInTheDocument();
  });
});
