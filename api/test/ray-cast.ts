import type { MultiPolygonCoordinates } from '../src/modules/geo/polygon';

/**
 * A reference answer computed independently of turf: plain even-odd ray casting over every ring
 * of every part (holes cut out). Random points never land exactly on an edge, where the two
 * methods could legitimately round differently.
 */
export function rayCastContains(parts: MultiPolygonCoordinates, lng: number, lat: number): boolean {
  return parts.some((rings) => {
    let inside = false;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [iLng, iLat] = ring[i]!;
        const [jLng, jLat] = ring[j]!;
        if (iLat > lat !== jLat > lat) {
          const crossLng = iLng + ((lat - iLat) * (jLng - iLng)) / (jLat - iLat);
          if (lng < crossLng) inside = !inside;
        }
      }
    }
    return inside;
  });
}
