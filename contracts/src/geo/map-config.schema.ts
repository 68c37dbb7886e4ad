import { z } from 'zod';

/**
 * How the web draws the delivery map: a MapLibre style URL for real street tiles (the api's
 * MAP_STYLE_URL), or null for the offline style the web app ships.
 */
export const MapConfig = z.object({ styleUrl: z.url().nullable() }).meta({ id: 'MapConfig' });
export type MapConfig = z.infer<typeof MapConfig>;
