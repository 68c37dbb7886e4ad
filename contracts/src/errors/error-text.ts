/**
 * The spec's global convention for turning a failed response into a sentence: the body's
 * `message` if it is JSON with one; else the JSON body as text; else the response text or
 * status text. null when the response says nothing at all: the client words that itself, in
 * its language (the spec's 'An error occurred', or 'Error {status}').
 */
export function errorTextFromBody(statusText: string, bodyText: string): string | null {
  const trimmed = bodyText.trim();
  if (trimmed !== '') {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const message = (parsed as { message: unknown }).message;
        if (typeof message === 'string' && message !== '') return message;
      }
      return JSON.stringify(parsed);
    } catch {
      return trimmed;
    }
  }
  return statusText || null;
}

/** Registration errors in the friendlier words the spec shows. */
export function friendlyRegistrationError(message: string): string {
  const text = message.toLowerCase();
  if (text.includes('username') && (text.includes('exist') || text.includes('taken'))) {
    return 'This username is already taken. Please choose a different username.';
  }
  if (
    text.includes('email') &&
    (text.includes('in use') || text.includes('registered') || text.includes('exist'))
  ) {
    return 'This email address is already registered. Please use a different email or try logging in.';
  }
  if (message.trim() === 'Bad Request') return 'Email address is already in use';
  return message;
}

/**
 * Errors that are swallowed silently: authentication errors and expected network errors, and an
 * error whose cause is one (a client's own error for a call that never reached the server).
 * Everything else goes to the (quiet) logger.
 */
export function isSilencedError(error: unknown): boolean {
  if (error instanceof Error && error.cause !== undefined && isSilencedError(error.cause)) {
    return true;
  }
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === 401) return true;
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : String(error ?? '');
  return [
    'Not authenticated',
    '401',
    'Failed to fetch',
    'Network request failed',
    'Connection refused',
    'CORS',
  ].some((needle) => message.includes(needle));
}
