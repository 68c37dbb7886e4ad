import { isSilencedError } from '@shop/contracts';

/** Where unexpected errors go; deliberately quiet, as the spec's logger was. */
export type ErrorLogger = (error: unknown) => void;
const quietLogger: ErrorLogger = () => {};

/**
 * Decides what happens to an error nobody caught: authentication and expected network errors
 * are swallowed (the browser does not report them); anything else goes to the logger.
 * Returns true when the error was swallowed. Users never see a message for either.
 */
export function handleUncaughtError(error: unknown, logger: ErrorLogger = quietLogger): boolean {
  if (isSilencedError(error)) return true;
  logger(error);
  return false;
}

/** Installs the window listeners for errors nothing else caught. */
export function installGlobalErrorHandlers(
  target: Window = window,
  logger: ErrorLogger = quietLogger,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (handleUncaughtError(event.reason, logger)) event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    if (handleUncaughtError(event.error ?? event.message, logger)) event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
