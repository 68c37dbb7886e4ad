import type { LatLng } from '@shop/contracts';

/** The default view: Amsterdam at zoom 12, or zoom 14 around an address. */
export const AMSTERDAM_CENTRE: LatLng = { lat: 52.3676, lng: 4.9041 };
export const CITY_ZOOM = 12;
export const ADDRESS_ZOOM = 14;

export const ZONE_COLOUR = '#e03131';
export const ZONE_FILL_OPACITY = 0.2;
export const ZONE_OUTLINE_WIDTH = 2;
export const LABEL_FONT = 'Noto Sans Regular';
