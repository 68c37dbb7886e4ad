import type { Role } from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';

/** A link of the shop's navigation; `label` gives its text in the current language. */
export interface NavItem {
  label: () => string;
  to: string;
}

/** Header links; at a bar only Home and Menu. */
export function mainLinks(atBar: boolean): NavItem[] {
  const links: NavItem[] = [
    { label: m.common_nav_home, to: '/' },
    { label: m.common_nav_menu, to: '/menu' },
  ];
  return atBar
    ? links
    : [
        ...links,
        { label: m.common_nav_about, to: '/about' },
        { label: m.common_nav_contact, to: '/contact' },
      ];
}

export function accountLinks(): NavItem[] {
  return [
    { label: m.common_nav_profile, to: '/profile' },
    { label: m.common_nav_myOrders, to: '/customer/orders' },
    { label: m.common_nav_myAddresses, to: '/addresses' },
  ];
}

/** The dashboard a role may open from the account menu, if any. */
export function dashboardLink(role: Role): NavItem | null {
  if (role === 'admin' || role === 'staff')
    return { label: m.common_nav_adminDashboard, to: '/admin' };
  if (role === 'driver') return { label: m.common_nav_driverDashboard, to: '/driver' };
  return null;
}

export const initials = (username: string) => username.slice(0, 2).toUpperCase();
