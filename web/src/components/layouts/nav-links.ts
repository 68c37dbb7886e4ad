import type { Role } from '@shop/contracts';

export interface NavItem {
  label: string;
  to: string;
}

/** Header links; at a bar only Home and Menu. */
export function mainLinks(atBar: boolean): NavItem[] {
  const links = [
    { label: 'Home', to: '/' },
    { label: 'Menu', to: '/menu' },
  ];
  return atBar
    ? links
    : [...links, { label: 'About', to: '/about' }, { label: 'Contact', to: '/contact' }];
}

export function accountLinks(): NavItem[] {
  return [
    { label: 'Profile', to: '/profile' },
    { label: 'My Orders', to: '/customer/orders' },
    { label: 'My Addresses', to: '/addresses' },
  ];
}

/** The dashboard a role may open from the account menu, if any. */
export function dashboardLink(role: Role): NavItem | null {
  if (role === 'admin' || role === 'staff') return { label: 'Admin Dashboard', to: '/admin' };
  if (role === 'driver') return { label: 'Driver Dashboard', to: '/driver' };
  return null;
}

export const initials = (username: string) => username.slice(0, 2).toUpperCase();
