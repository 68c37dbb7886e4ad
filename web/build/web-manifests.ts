import type { Plugin } from 'vite';
import { manifestPath, type WebApp } from '../src/pwa/manifest-paths';

/** The shop's red, as on the favicon: the title bar and the splash screen of the installed app. */
export const THEME_COLOR = '#c0392b';
const BACKGROUND_COLOR = '#ffffff';

type Language = 'en' | 'nl';

interface AppTexts {
  name: string;
  shortName: string;
  description: string;
}

/**
 * The two installable apps: the shop (customers, the kitchen's devices) and the driver portal,
 * each with its own id and scope so a phone can hold both. The driver portal's pages are
 * `/driverdashboardnow` and `/driver/…`: the scope '/driver' is a prefix of both.
 */
const APPS = {
  shop: {
    id: '/',
    startUrl: '/',
    scope: '/',
    texts: {
      en: {
        name: 'Italieno – Italian fast food in Amsterdam',
        shortName: 'Italieno',
        description: 'Order pizza, pasta and panini in Amsterdam and follow your delivery.',
      },
      nl: {
        name: 'Italieno – Italiaans fastfood in Amsterdam',
        shortName: 'Italieno',
        description: 'Bestel pizza, pasta en panini in Amsterdam en volg je bezorging.',
      },
    },
  },
  driver: {
    id: '/driver',
    startUrl: '/driverdashboardnow',
    scope: '/driver',
    texts: {
      en: {
        name: 'Italieno Driver',
        shortName: 'Italieno Driver',
        description: "Italieno's driver portal: offers, the current job and earnings.",
      },
      nl: {
        name: 'Italieno Bezorger',
        shortName: 'Italieno Bezorger',
        description:
          'Het bezorgersportaal van Italieno: aanbiedingen, de huidige rit en verdiensten.',
      },
    },
  },
} as const satisfies Record<
  WebApp,
  { id: string; startUrl: string; scope: string; texts: Record<Language, AppTexts> }
>;

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** One app's manifest in one language. */
export function webManifest(app: WebApp, language: Language) {
  const { id, startUrl, scope, texts } = APPS[app];
  const t = texts[language];
  return {
    id,
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    lang: language,
    dir: 'ltr',
    start_url: startUrl,
    scope,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
}

/**
 * Writes the manifests into the build: the shop's and the driver portal's, in English and
 * Dutch. index.html links the English shop manifest; the app points the link at the one for
 * the page's app and language (src/pwa/manifest-link.ts).
 */
export function webManifests(): Plugin {
  return {
    name: 'italieno-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const app of Object.keys(APPS) as WebApp[]) {
        for (const language of ['en', 'nl'] as const) {
          this.emitFile({
            type: 'asset',
            fileName: manifestPath(app, language).slice(1),
            source: `${JSON.stringify(webManifest(app, language), null, 2)}\n`,
          });
        }
      }
    },
  };
}
