import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { lazy } from 'react';

const AddressesPage = lazy(() => import('@/features/addresses/addresses-page'));
const CheckoutAddressPage = lazy(() => import('@/features/checkout/checkout-address-page'));
const CheckoutLocationPage = lazy(() => import('@/features/checkout/checkout-location-page'));
const MenuPage = lazy(() => import('@/features/menu/menu-page'));
const MyOrdersPage = lazy(() => import('@/features/orders/my-orders-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));

/**
 * Any signed-in user, whatever the role (location-delivery-staff §2.1, customer-side §6).
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
