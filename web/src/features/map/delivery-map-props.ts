import type { LatLng } from '@shop/contracts';
import type { MapZone } from './zones-geojson';

export interface DeliveryMapProps {
  /** The delivery zones to outline (GET /api/geo/zones). */
  zones: readonly MapZone[];
  /** Where the marker stands: the point picked or the address found. */
  marker?: LatLng | null;
  /** Called with the point the user clicks. */
  onPick?: (point: LatLng) => void;
  height: number;
}
