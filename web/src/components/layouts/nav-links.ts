import type { Role } from '@shop/contracts';

/** A link of the shop's navigation; `label` is its key in the common namespace. */
export interface NavItem {
  label: `nav.${'home' | 'menu' | 'about' | 'contact' | 'profile' | 'myOrders' | 'myAddresses' | 'adminDashboard' | 'driverDashboard'}`;
  to: string;
}

/** Header links; at a bar only Home and Menu. */
export function mainLinks(atBar: boolean): NavItem[] {
  const links: NavItem[] = [
    { label: 'nav.home', to: '/' },
    { label: 'nav.menu', to: '/menu' },
  ];
  return atBar
    ? links
    : [...links, { label: 'nav.about', to: '/about' }, { label: 'nav.contact', to: '/contact' }];
}

export function accountLinks(): NavItem[] {
  return [
    { label: 'nav.profile', to: '/profile' },
    { label: 'nav.myOrders', to: '/customer/orders' },
    { label: 'nav.myAddresses', to: '/addresses' },
  ];
}

/** The dashboard a role may open from the account menu, if any. */
export function dashboardLink(role: Role): NavItem | null {
  if (role === 'admin' || role === 'staff') return { label: 'nav.adminDashboard', to: '/admin' };
  if (role === 'driver') return { label: 'nav.driverDashboard', to: '/driver' };
  return null;
}

export const initials = (username: string) => username.slice(0, 2).toUpperCase();
