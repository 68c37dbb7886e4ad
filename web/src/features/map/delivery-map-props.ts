import type { LatLng } from '@shop/contracts';
import type { MapZone } from './zones-geojson';

/** A named place on the map (the restaurant, where an order goes, its driver). */
export interface MapPoint {
  id: string;
  position: LatLng;
  /** Shown on the map beside the point and read out by assistive tech. */
  label: string;
  color: string;
}

export interface DeliveryMapProps {
  /** The delivery zones to outline (GET /api/geo/zones). */
  zones: readonly MapZone[];
  /** Where the marker stands: the point picked or the address found. */
  marker?: LatLng | null;
  /** Called with the point the user clicks. */
  onPick?: (point: LatLng) => void;
  height: number;
  /** Named places; the first view shows them all. */
  points?: readonly MapPoint[];
  /** What shows instead of the map when this device cannot draw one. */
  unavailableMessage?: string;
}
