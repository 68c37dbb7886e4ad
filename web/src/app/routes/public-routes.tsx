import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/layouts/route-handle';
import { lazy } from 'react';

const AboutPage = lazy(() => import('@/features/about/about-page'));
const BarCheckoutPage = lazy(() => import('@/features/bar/bar-checkout-page'));
const BarMenuTestPage = lazy(() => import('@/features/bar/bar-menu-test-page'));
const BarPage = lazy(() => import('@/features/bar/bar-page'));
const BarPickupScreen = lazy(() => import('@/features/bar/pickup-screen/bar-pickup-screen'));
const BarScanPage = lazy(() => import('@/features/bar/bar-scan-page'));
const ExitBarPage = lazy(() => import('@/features/bar/exit-bar-page'));
const CheckoutConfirmPage = lazy(() => import('@/features/checkout/checkout-confirm-page'));
const GuestCheckoutPage = lazy(() => import('@/features/checkout/guest-checkout-page'));
const OrderSuccessPage = lazy(() => import('@/features/orders/order-success-page'));
const OrderTrackingPage = lazy(() => import('@/features/orders/order-tracking-page'));
const PrintOrderPage = lazy(() => import('@/features/orders/print-order-page'));
const AdminLoginPage = lazy(() => import('@/features/auth/components/admin-login-page'));
const AuthPage = lazy(() => import('@/features/auth/components/auth-page'));
const CartPage = lazy(() => import('@/features/cart/cart-page'));
const ContactPage = lazy(() => import('@/features/contact/contact-page'));
const DriverLoginPage = lazy(() => import('@/features/drivers/driver-login-page'));
const DriverRegisterPage = lazy(() => import('@/features/drivers/driver-register-page'));
const DriverForgotPasswordPage = lazy(
  () => import('@/features/drivers/driver-forgot-password-page'),
);
const DriverResetPasswordPage = lazy(() => import('@/features/drivers/driver-reset-password-page'));
const HomePage = lazy(() => import('@/features/home/home-page'));
const AddressValidatorPage = lazy(() => import('@/features/location/address-validator-page'));
const SimpleLocationPage = lazy(() => import('@/features/location/simple-location-page'));
const SmartLocationPage = lazy(() => import('@/features/location/smart-location-page'));
const VerifyLocationPage = lazy(() => import('@/features/location/verify-location-page'));
const MenuPage = lazy(() => import('@/features/menu/menu-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/notifications-page'));
const ScanQrPage = lazy(() => import('@/features/qr/scan-qr-page'));
const MerchandiseCheckoutPage = lazy(
  () => import('@/features/merchandise/checkout/merchandise-checkout-page'),
);
const MerchandisePage = lazy(() => import('@/features/merchandise/merchandise-page'));
const MerchandiseSuccessPage = lazy(
  () => import('@/features/merchandise/success/merchandise-success-page'),
);
const TestPaymentPage = lazy(() => import('@/features/payments/test-payment-page'));
const TermsPage = lazy(() => import('@/features/terms/terms-page'));
const ConfirmEmailPage = lazy(() => import('@/features/profile/confirm-email-page'));

const bare: RouteHandle = { hideHeader: true, hideFooter: true };

/** Open to everyone, signed in or not (location-delivery-staff §2.1, customer-side §2). */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/menu', element: <MenuPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },

  { path: '/auth', element: <AuthPage /> },
  { path: '/auth/login', element: <AuthPage /> },
  { path: '/auth/register', element: <AuthPage /> },
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/driver/login', element: <DriverLoginPage /> },
  { path: '/driver/register', element: <DriverRegisterPage /> },
  { path: '/driver/forgot-password', element: <DriverForgotPasswordPage /> },
  { path: '/driver/reset-password', element: <DriverResetPasswordPage /> },

  { path: '/cart', element: <CartPage /> },
  { path: '/customer/cart', element: <CartPage /> },
  { path: '/merchandise', element: <MerchandisePage /> },
  { path: '/merchandise/checkout', element: <MerchandiseCheckoutPage /> },
  { path: '/customer/merchandise-checkout', element: <MerchandiseCheckoutPage /> },
  { path: '/merchandise/success', element: <MerchandiseSuccessPage /> },
  { path: '/orders/merchandise/:id/success', element: <MerchandiseSuccessPage /> },
  { path: '/customer/bar-checkout', element: <BarCheckoutPage /> },
  { path: '/checkout/guest', element: <GuestCheckoutPage /> },
  // Signed-in customers and guests who gave their details; the page checks which (and sends
  // anyone else to sign in), so a guest can finish an order without an account.
  { path: '/checkout/confirm', element: <CheckoutConfirmPage /> },
  { path: '/order/success', element: <OrderSuccessPage /> },
  { path: '/order/:id', element: <OrderTrackingPage /> },

  { path: '/simple-location', element: <SimpleLocationPage /> },
  { path: '/customer/simple-location', element: <SimpleLocationPage /> },
  { path: '/location', element: <VerifyLocationPage /> },
  { path: '/customer/location', element: <VerifyLocationPage /> },
  { path: '/customer/location-verification', element: <VerifyLocationPage /> },
  { path: '/address-validator', element: <AddressValidatorPage /> },
  { path: '/checkout-address', element: <AddressValidatorPage /> },
  { path: '/smart-location', element: <SmartLocationPage /> },
  { path: '/scan-qr', element: <ScanQrPage /> },

  { path: '/bar/scan', element: <BarScanPage /> },
  { path: '/bar/:slug', element: <BarPage /> },
  { path: '/bar/:slug/ready', element: <BarPickupScreen />, handle: bare },
  { path: '/bars/exit-bar', element: <ExitBarPage /> },
  { path: '/bar-menu-test', element: <BarMenuTestPage /> },

  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/test-payment', element: <TestPaymentPage /> },
  { path: '/print-order', element: <PrintOrderPage />, handle: bare },
];
