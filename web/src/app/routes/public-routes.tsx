import type { RouteObject } from 'react-router-dom';
import AboutPage from '@/features/about/about-page';
import BarCheckoutPage from '@/features/bar/bar-checkout-page';
import BarMenuTestPage from '@/features/bar/bar-menu-test-page';
import BarPage from '@/features/bar/bar-page';
import BarScanPage from '@/features/bar/bar-scan-page';
import BarPickupScreen from '@/features/bar/pickup-screen/bar-pickup-screen';
import ExitBarPage from '@/features/bar/exit-bar-page';
import CheckoutConfirmPage from '@/features/checkout/checkout-confirm-page';
import GuestCheckoutPage from '@/features/checkout/guest-checkout-page';
import OrderSuccessPage from '@/features/orders/order-success-page';
import OrderTrackingPage from '@/features/orders/order-tracking-page';
import PrintOrderPage from '@/features/orders/print-order-page';
import AdminLoginPage from '@/features/auth/components/admin-login-page';
import AuthPage from '@/features/auth/components/auth-page';
import CartPage from '@/features/cart/cart-page';
import ContactPage from '@/features/contact/contact-page';
import DriverLoginPage from '@/features/drivers/driver-login-page';
import DriverRegisterPage from '@/features/drivers/driver-register-page';
import DriverForgotPasswordPage from '@/features/drivers/driver-forgot-password-page';
import DriverResetPasswordPage from '@/features/drivers/driver-reset-password-page';
import HomePage from '@/features/home/home-page';
import AddressValidatorPage from '@/features/location/address-validator-page';
import SimpleLocationPage from '@/features/location/simple-location-page';
import SmartLocationPage from '@/features/location/smart-location-page';
import VerifyLocationPage from '@/features/location/verify-location-page';
import MenuPage from '@/features/menu/menu-page';
import NotificationsPage from '@/features/notifications/notifications-page';
import ScanQrPage from '@/features/qr/scan-qr-page';
import MerchandiseCheckoutPage from '@/features/merchandise/checkout/merchandise-checkout-page';
import MerchandisePage from '@/features/merchandise/merchandise-page';
import MerchandiseSuccessPage from '@/features/merchandise/success/merchandise-success-page';
import TestPaymentPage from '@/features/payments/test-payment-page';
import TermsPage from '@/features/terms/terms-page';
import ConfirmEmailPage from '@/features/profile/confirm-email-page';
import type { RouteHandle } from '@/components/layouts/route-handle';

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
