import { z } from 'zod';

const MapEnv = z.object({
  /** A real tile style (streets) used instead of the offline style when set. */
  VITE_MAP_STYLE_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
    z.url().optional(),
  ),
});

const env = MapEnv.parse({ VITE_MAP_STYLE_URL: import.meta.env.VITE_MAP_STYLE_URL });

export const MAP_CONFIG = {
  styleUrl: env.VITE_MAP_STYLE_URL ?? null,
  /** Where the offline style's data and glyphs are served from (web/public/map). */
  offlineBase: '/map',
} as const;
