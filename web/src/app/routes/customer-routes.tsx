import type { RouteObject } from 'react-router-dom';
import AddressesPage from '@/features/addresses/addresses-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import CheckoutAddressPage from '@/features/checkout/checkout-address-page';
import CheckoutLocationPage from '@/features/checkout/checkout-location-page';
import MenuPage from '@/features/menu/menu-page';
import MyOrdersPage from '@/features/orders/my-orders-page';
import ProfilePage from '@/features/profile/profile-page';

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
