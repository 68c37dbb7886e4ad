import { friendlyRegistrationError } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';

/**
 * The `message` the api sent with a failed response; null for a network failure or a body
 * without one (a proxy's error page is not shown to users).
 */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const { body } = error;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The customer login form's error texts. */
export const loginErrorMessage = (error: unknown) => localizeMessage(englishLoginError(error));

function englishLoginError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
    return 'Username or password not recognized. Please try again.';
  }
  return serverMessage(error) ?? 'Could not log in. Please try again.';
}

export const registrationErrorMessage = (error: unknown) =>
  localizeMessage(englishRegistrationError(error));

function englishRegistrationError(error: unknown): string {
  const message = serverMessage(error);
  if (message) return friendlyRegistrationError(message);
  if (error instanceof Error) return 'Could not create account. Please try again.';
  return 'Registration failed. Please try again.';
}

export function logoutErrorMessage(error: unknown): string {
  return localizeMessage(serverMessage(error) ?? 'Could not log out. Please try again.');
}

/**
 * The back-office login's error texts: whether the account was refused
 * (another role), and the message in the shop's language.
 */
export function adminLoginError(error: unknown): { denied: boolean; message: string } {
  const denied = error instanceof ApiError && error.status === 403;
  return { denied, message: localizeMessage(englishAdminLoginError(error)) };
}

function englishAdminLoginError(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return error.message;
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError && error.status > 0) return 'Invalid username or password';
  return 'Something went wrong. Please try again.';
}

export function driverLoginErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError && error.status > 0) return 'Invalid credentials';
  return 'Something went wrong';
}

export function driverRegistrationErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'Could not create your account';
}
