import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LoaderModule from '@/features/admin/load-admin-area';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

const preloadAdminArea = vi.hoisted(() => vi.fn());
vi.mock('@/features/admin/load-admin-area', async (importOriginal) => ({
  ...(await importOriginal<typeof LoaderModule>()),
  preloadAdminArea,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  preloadAdminArea.mockClear();
});

describe('admin link preloads the back office', () => {
  it('starts the download when the account menu’s Admin Dashboard is hovered', async () => {
    mockApi({ 'GET /api/user': userAnswer('admin') });
    const { user } = renderApp('/terms');
    await user.click(await screen.findByRole('button', { name: /^Account menu, / }));
    const link = await screen.findByRole('menuitem', { name: 'Admin Dashboard' });
    expect(preloadAdminArea).not.toHaveBeenCalled();
    await user.hover(link);
    expect(preloadAdminArea).toHaveBeenCalled();
  });

  it('starts the download when the mobile menu’s Admin Dashboard is hovered', async () => {
    mockApi({ 'GET /api/user': userAnswer('staff') });
    const { user } = renderApp('/terms');
    await screen.findByRole('button', { name: /^Account menu, / });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const link = await within(drawer).findByRole('link', { name: 'Admin Dashboard' });
    expect(preloadAdminArea).not.toHaveBeenCalled();
    await user.hover(link);
    expect(preloadAdminArea).toHaveBeenCalled();
  });

  it('does not fetch the back office for a driver’s dashboard link', async () => {
    mockApi({ 'GET /api/user': userAnswer('driver') });
    const { user } = renderApp('/terms');
    await user.click(await screen.findByRole('button', { name: /^Account menu, / }));
    await user.hover(await screen.findByRole('menuitem', { name: 'Driver Dashboard' }));
    expect(preloadAdminArea).not.toHaveBeenCalled();
  });
});
