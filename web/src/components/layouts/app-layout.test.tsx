import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '@/features/cart/cart-store';
import { merchandiseCartStore } from '@/features/cart/merchandise-cart-store';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.clear();
  merchandiseCartStore.clear();
});

const settings = {
  body: {
    address: 'Damrak 1, 1012 LG Amsterdam',
    phone: '+31 20 123 4567',
    email: 'info@italieno.nl',
    openingHours: JSON.stringify({
      Monday: { open: '11:00', close: '22:00' },
      Tuesday: { open: '11:00', close: '22:00' },
      Wednesday: { open: '11:00', close: '22:00' },
      Thursday: { open: '11:00', close: '22:00' },
      Friday: { open: '11:00', close: '22:00' },
      Saturday: { open: '12:00', close: '23:00' },
      Sunday: { open: '12:00', close: '21:00' },
    }),
  },
};

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');

describe('shell', () => {
  it('shows the full navigation, merch and sign-in to an anonymous visitor', async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/settings': settings });
    renderApp('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Menu', 'About', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(header()).getByRole('link', { name: 'Shop Merch' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('groups identical opening hours in the footer and links the driver portal', async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/settings': settings });
    renderApp('/');
    expect(await within(footer()).findByText('Mon-Fri 11:00-22:00')).toBeInTheDocument();
    expect(within(footer()).getByText('Sat 12:00-23:00')).toBeInTheDocument();
    expect(within(footer()).getByText('Sun 12:00-21:00')).toBeInTheDocument();
    expect(within(footer()).getByText('Damrak 1, 1012 LG Amsterdam')).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Driver Portal' })).toHaveAttribute(
      'href',
      '/driver/login',
    );
  });

  it('reduces header and footer in bar mode and remembers the order type', async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/settings': settings });
    renderApp('/menu?barMode=true');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Menu']);
    expect(within(header()).queryByRole('link', { name: 'Shop Merch' })).not.toBeInTheDocument();
    await within(footer()).findByText('Damrak 1, 1012 LG Amsterdam');
    expect(within(footer()).queryByText('Opening Hours')).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Driver Portal' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('orderType')).toBe('bar'));
    expect(sessionStorage.getItem('barMode')).toBe('true');
  });

  it('counts the cart items on the cart button', async () => {
    const panino = { id: 1, name: 'Panino', price: 8, image: null, categoryId: 1, taxRate: 0.09 };
    cartStore.add(panino);
    cartStore.add(panino);
    cartStore.add({ ...panino, id: 2, name: 'Cola' });
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');
    expect(within(header()).getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('counts the merchandise cart on the cart button too', async () => {
    const hoodie = { id: 3, name: 'Italieno Hoodie', price: 49.95 };
    merchandiseCartStore.add(hoodie);
    merchandiseCartStore.add(hoodie);
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/');
    const cart = within(header()).getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.closest('.mantine-Indicator-root')).toHaveTextContent('2');

    act(() => cartStore.add({ id: 1, name: 'Panino', price: 8, image: null, categoryId: 1 }));
    expect(within(header()).getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: /Cart/ })).toHaveTextContent('3');
  });

  it('hides header and footer on the print page', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/print-order?id=5');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('account menu', () => {
  it('opens from the keyboard on its first use and gives the focus back on Escape', async () => {
    mockApi({ 'GET /api/user': userAnswer('customer', 'maria') });
    const { user } = renderApp('/');
    const avatar = await within(header()).findByRole('button', { name: /^Account menu, / });
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    avatar.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Profile' });
    const opened = within(header()).getByRole('button', { name: /^Account menu, / });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(header()).getByRole('button', { name: /^Account menu, / })).toHaveFocus(),
    );
  });

  it('shows initials and the account links, with Admin Dashboard for staff', async () => {
    mockApi({ 'GET /api/user': userAnswer('staff', 'maria') });
    const { user } = renderApp('/');
    await user.click(await within(header()).findByRole('button', { name: /^Account menu, / }));
    expect(within(header()).getByText('MA')).toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Profile' });
    for (const [label, href] of [
      ['Profile', '/profile'],
      ['My Orders', '/customer/orders'],
      ['My Addresses', '/addresses'],
      ['Admin Dashboard', '/admin'],
    ]) {
      expect(within(menu).getByRole('menuitem', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('offers a driver the Driver Dashboard', async () => {
    mockApi({ 'GET /api/user': userAnswer('driver') });
    const { user } = renderApp('/');
    await user.click(await within(header()).findByRole('button', { name: /^Account menu, / }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Driver Dashboard' })).toHaveAttribute(
      'href',
      '/driver',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('logs out, says so and shows Sign In again', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/user': () => (signedIn ? userAnswer('customer') : signedOut),
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const { user } = renderApp('/profile');
    await user.click(await within(header()).findByRole('button', { name: /^Account menu, / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out.')).toBeInTheDocument();
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('keeps the user signed in when logout fails', async () => {
    mockApi({
      'GET /api/user': userAnswer('customer'),
      'POST /api/logout': { status: 500, body: { type: 'unknown_error', message: 'Try later' } },
    });
    const { user } = renderApp('/');
    await user.click(await within(header()).findByRole('button', { name: /^Account menu, / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: /^Account menu, / })).toBeInTheDocument();
  });
});

describe('notification bell', () => {
  const unread = (id: string) => ({
    id,
    type: 'order_status_update',
    title: `Order #${id} is ready`,
    message: 'Come and get it',
    orderId: Number(id),
    status: 'ready',
    estimatedDeliveryTime: null,
    timestamp: '2026-03-14T18:40:00.000Z',
    read: false,
  });

  it('shows a signed-in user the bell with the unread count', async () => {
    mockApi({
      'GET /api/user': userAnswer('customer'),
      'GET /api/notifications': {
        body: { notifications: [unread('12'), unread('13')], unread: 2 },
      },
    });
    renderApp('/');
    expect(
      await within(header()).findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('has no bell for an anonymous visitor', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');
    await within(header()).findByRole('link', { name: 'Sign In' });
    expect(within(header()).queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

describe('mobile menu', () => {
  it('offers Login and Register to an anonymous visitor', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(within(drawer).getByRole('link', { name: /Cart/ })).toHaveTextContent('0');
  });

  it("shows the signed-in user's name and e-mail with their links", async () => {
    mockApi({ 'GET /api/user': userAnswer('customer', 'maria') });
    const { user } = renderApp('/');
    await within(header()).findByRole('button', { name: /^Account menu, / });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('maria@example.com')).toBeInTheDocument();
    expect(within(drawer).getByText('maria')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My Orders' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My Location' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
