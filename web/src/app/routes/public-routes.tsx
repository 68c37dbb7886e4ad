import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/layouts/route-handle';
import { lazyPage } from './lazy-page';

const AboutPage = lazyPage(() => import('@/features/about/about-page'));
const BarCheckoutPage = lazyPage(() => import('@/features/bar/bar-checkout-page'));
const BarMenuTestPage = lazyPage(() => import('@/features/bar/bar-menu-test-page'));
const BarPage = lazyPage(() => import('@/features/bar/bar-page'));
const BarPickupScreen = lazyPage(() => import('@/features/bar/pickup-screen/bar-pickup-screen'));
const BarScanPage = lazyPage(() => import('@/features/bar/bar-scan-page'));
const ExitBarPage = lazyPage(() => import('@/features/bar/exit-bar-page'));
const CheckoutConfirmPage = lazyPage(() => import('@/features/checkout/checkout-confirm-page'));
const GuestCheckoutPage = lazyPage(() => import('@/features/checkout/guest-checkout-page'));
const OrderSuccessPage = lazyPage(() => import('@/features/orders/order-success-page'));
const OrderTrackingPage = lazyPage(() => import('@/features/orders/order-tracking-page'));
const PrintOrderPage = lazyPage(() => import('@/features/orders/print-order-page'));
const AdminLoginPage = lazyPage(() => import('@/features/admin/admin-login-page'));
const AuthPage = lazyPage(() => import('@/features/auth/components/auth-page'));
const CartPage = lazyPage(() => import('@/features/cart/cart-page'));
const ContactPage = lazyPage(() => import('@/features/contact/contact-page'));
const DriverLoginPage = lazyPage(() => import('@/features/drivers/driver-login-page'));
const DriverRegisterPage = lazyPage(() => import('@/features/drivers/driver-register-page'));
const DriverForgotPasswordPage = lazyPage(
  () => import('@/features/drivers/driver-forgot-password-page'),
);
const DriverResetPasswordPage = lazyPage(
  () => import('@/features/drivers/driver-reset-password-page'),
);
const HomePage = lazyPage(() => import('@/features/home/home-page'));
const AddressValidatorPage = lazyPage(() => import('@/features/location/address-validator-page'));
const SimpleLocationPage = lazyPage(() => import('@/features/location/simple-location-page'));
const SmartLocationPage = lazyPage(() => import('@/features/location/smart-location-page'));
const VerifyLocationPage = lazyPage(() => import('@/features/location/verify-location-page'));
const MenuPage = lazyPage(() => import('@/features/menu/menu-page'));
const NotificationsPage = lazyPage(() => import('@/features/notifications/notifications-page'));
const ScanQrPage = lazyPage(() => import('@/features/location/scan-qr-page'));
const MerchandiseCheckoutPage = lazyPage(
  () => import('@/features/merchandise/checkout/merchandise-checkout-page'),
);
const MerchandisePage = lazyPage(() => import('@/features/merchandise/merchandise-page'));
const MerchandiseSuccessPage = lazyPage(
  () => import('@/features/merchandise/success/merchandise-success-page'),
);
const TestPaymentPage = lazyPage(() => import('@/features/payments/test-payment-page'));
const TestBankPage = lazyPage(() => import('@/features/payments/test-bank-page'));
const TermsPage = lazyPage(() => import('@/features/terms/terms-page'));
const ConfirmEmailPage = lazyPage(() => import('@/features/profile/confirm-email-page'));

const bare: RouteHandle = { hideHeader: true, hideFooter: true };

/** Open to everyone, signed in or not. */
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
  // Test mode's stand-in for the bank of iDEAL | Wero and Bancontact: a page of its own.
  { path: '/test-payment/authorize', element: <TestBankPage />, handle: bare },
  { path: '/print-order', element: <PrintOrderPage />, handle: bare },
];
