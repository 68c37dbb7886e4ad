import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { inDutch } from '@/testing/in-dutch';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

inDutch();
afterEach(() => vi.unstubAllGlobals());

describe('the shop’s frame and its fields in Dutch', () => {
  it('offers the skip link and shows a password in Dutch', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/auth');
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('link', { name: 'Italieno startpagina' })).toHaveAttribute('href', '/');
    const login = await screen.findByRole('tabpanel', { name: 'Inloggen' }, { timeout: 15_000 });
    const show = within(login).getByRole('button', { name: 'Wachtwoord tonen' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(document.body.textContent).not.toMatch(/Skip to content/);
    expect(screen.queryByRole('button', { name: /Toggle password/ })).toBeNull();
  });

  it('names the password button of the driver portal’s sign-in in Dutch', async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/driver/me': { status: 401, body: {} } });
    renderApp('/driver/login');
    expect(
      await screen.findByRole('button', { name: 'Wachtwoord tonen' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('says in Dutch that the customer has logged out', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/user': () => (signedIn ? userAnswer('customer') : signedOut),
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const { user } = renderApp('/profile');
    await user.click(
      await screen.findByRole('button', { name: 'Accountmenu, maria' }, { timeout: 15_000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
    expect(await screen.findByText('Uitgelogd')).toBeInTheDocument();
    expect(screen.getByText('Je bent uitgelogd.')).toBeInTheDocument();
    expect(screen.queryByText(/Logout successful|logged out/)).toBeNull();
  });
});
