import type { RouteObject } from 'react-router-dom';
import AddressesPage from '@/features/addresses/addresses-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import MenuPage from '@/features/menu/menu-page';
import { notYet } from './placeholder';

/** Any signed-in user, whatever the role (location-delivery-staff §2.1, customer-side §6). */
export const customerRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    notYet('/checkout', 'Checkout'),
    notYet('/customer/checkout', 'Checkout'),
    notYet('/checkout/address', 'Delivery Address'),
    notYet('/checkout/confirm', 'Confirm and Pay'),
    { path: '/customer/menu', element: <MenuPage /> },
    notYet('/customer/orders', 'My Orders'),
    notYet('/orders', 'My Orders'),
    notYet('/profile', 'Profile'),
    { path: '/addresses', element: <AddressesPage /> },
  ],
};
