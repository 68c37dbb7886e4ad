/** The installable apps: the shop (customers, the kitchen's devices) and the driver portal. */
export type WebApp = 'shop' | 'driver';

/** Where an app's manifest is served in a language: `/manifest.webmanifest`, `/driver.nl.webmanifest`. */
export function manifestPath(app: WebApp, language: string): string {
  const base = app === 'shop' ? 'manifest' : 'driver';
  return `/${base}${language === 'nl' ? '.nl' : ''}.webmanifest`;
}
