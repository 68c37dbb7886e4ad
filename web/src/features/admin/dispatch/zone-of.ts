import { zoneRings, type MapZone } from '@/features/map';

/** Whether [lng, lat] lies inside a ring (ray casting; edges count either way). */
function inRing(ring: readonly (readonly number[])[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The zone a point lies in (outside its holes), or null. */
export function zoneOf(zones: readonly MapZone[], at: { lat: number; lng: number }): number | null {
  for (const zone of zones) {
    const rings = zoneRings(zone.coordinates);
    if (!rings?.[0] || !inRing(rings[0], at.lng, at.lat)) continue;
    if (rings.slice(1).some((hole) => inRing(hole, at.lng, at.lat))) continue;
    return zone.id;
  }
  return null;
}
