import { friendlyRegistrationError } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from './auth-messages';

/*
 * The sign-in and registration forms' error texts. Only pages loaded lazily say them, so they
 * live apart from the logout's (auth-messages.ts, in the first load) and reach the back office
 * and the driver portal through lazy.ts: their texts stay out of the first load.
 */

/** The customer login form's error texts, in the shop's language. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
    return m.shop_auth_notRecognized();
  }
  const message = serverMessage(error);
  return message ? localizeMessage(message) : m.shop_auth_couldNotLogIn();
}

export function registrationErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return localizeMessage(friendlyRegistrationError(message));
  if (error instanceof Error) return m.shop_auth_couldNotCreateAccount();
  return m.shop_auth_registrationFailedRetry();
}

/**
 * The back-office login's error texts: whether the account was refused
 * (another role), and the message in the shop's language.
 */
export function adminLoginError(error: unknown): { denied: boolean; message: string } {
  const denied = error instanceof ApiError && error.status === 403;
  return { denied, message: adminLoginErrorText(error) };
}

function adminLoginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return localizeMessage(error.message);
  const message = serverMessage(error);
  if (message) return localizeMessage(message);
  if (error instanceof ApiError && error.status > 0) {
    return localizeMessage('Invalid username or password');
  }
  return m.adminShared_login_somethingWentWrong();
}

/** The driver portal's login error texts, in the shop's language. */
export function driverLoginErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return localizeMessage(message);
  if (error instanceof ApiError && error.status > 0) return m.portal_login_invalidCredentials();
  return m.portal_login_somethingWentWrong();
}

export function driverRegistrationErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  return message ? localizeMessage(message) : m.portal_register_couldNotCreate();
}
