// Without zod, so that the web app's shell can keep the bell's list without loading schemas.

/** The bell keeps at most this many notifications. */
export const MAX_NOTIFICATIONS = 50;
