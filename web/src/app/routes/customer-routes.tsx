import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth';
import { lazyPage } from './lazy-page';

const AddressesPage = lazyPage(() => import('@/features/addresses/addresses-page'));
const CheckoutAddressPage = lazyPage(() => import('@/features/checkout/checkout-address-page'));
const CheckoutLocationPage = lazyPage(() => import('@/features/checkout/checkout-location-page'));
const MenuPage = lazyPage(() => import('@/features/menu/menu-page'));
const MyOrdersPage = lazyPage(() => import('@/features/orders/my-orders-page'));
const ProfilePage = lazyPage(() => import('@/features/profile/profile-page'));

/**
 * Any signed-in user, whatever the role.
 * /checkout/confirm is a public route that checks for itself: guests may confirm too.
 */
export const customerRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    { path: '/checkout', element: <CheckoutLocationPage /> },
    { path: '/customer/checkout', element: <CheckoutLocationPage /> },
    { path: '/checkout/address', element: <CheckoutAddressPage /> },
    { path: '/customer/menu', element: <MenuPage /> },
    { path: '/customer/orders', element: <MyOrdersPage /> },
    { path: '/orders', element: <MyOrdersPage /> },
    { path: '/profile', element: <ProfilePage /> },
    { path: '/addresses', element: <AddressesPage /> },
  ],
};
