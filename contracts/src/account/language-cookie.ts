/**
 * The cookie in which the web app keeps the language a customer chose, besides its own storage:
 * the api reads it to send the first paint of home and the menu in that language.
 * Without zod, so the web app's first load can use it.
 */
export const LANGUAGE_COOKIE = 'language';
