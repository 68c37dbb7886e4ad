/**
 * Where the evening happens: delivery addresses from the shop's own Amsterdam street table
 * (api/data/geocoder/streets.json), kept only where the shop says it delivers, and drivers'
 * routes between two points as a courier rides them through a grid of streets: along one axis,
 * then the other, with a bend half-way, never a straight line across the canals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@shop/process/env';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Street {
  name: string;
  postcode: string;
  lat: number;
  lng: number;
}

export const AMSTERDAM_STREETS: Street[] = (
  JSON.parse(readFileSync(join(repoRoot(), 'api/data/geocoder/streets.json'), 'utf8')) as {
    streets: (Street & { kind: string; city: string })[];
  }
).streets.filter((s) => s.kind === 'street' && s.city === 'Amsterdam');

/** A street's postcode with letters, as a customer types it (the letters are made up). */
export function postalCode(street: Street, n: number): string {
  return `${street.postcode} ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n * 7) % 26))}`;
}

const M_PER_DEG_LAT = 111_320;
const mPerDegLng = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

export function metresBetween(a: LatLng, b: LatLng): number {
  const dy = (b.lat - a.lat) * M_PER_DEG_LAT;
  const dx = (b.lng - a.lng) * mPerDegLng(a.lat);
  return Math.hypot(dx, dy);
}

/** The corners of a ride from `from` to `to`: half the north-south leg, east-west, the rest. */
export function route(from: LatLng, to: LatLng): LatLng[] {
  const midLat = from.lat + (to.lat - from.lat) / 2;
  return [from, { lat: midLat, lng: from.lng }, { lat: midLat, lng: to.lng }, to];
}

/** A point along `path` after `metres`, with the heading there; the end once past it. */
export function along(
  path: LatLng[],
  metres: number,
): { at: LatLng; heading: number; done: boolean } {
  let left = metres;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const leg = metresBetween(a, b);
    const heading =
      (Math.atan2((b.lng - a.lng) * mPerDegLng(a.lat), (b.lat - a.lat) * M_PER_DEG_LAT) * 180) /
        Math.PI +
      360;
    if (left <= leg || i === path.length - 1) {
      const f = leg === 0 ? 1 : Math.min(1, left / leg);
      return {
        at: { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f },
        heading: heading % 360,
        done: left >= leg && i === path.length - 1,
      };
    }
    left -= leg;
  }
  return { at: path.at(-1)!, heading: 0, done: true };
}

/** A point within `metres` of `centre`, for drivers waiting around the kitchen. */
export function near(centre: LatLng, metres: number): LatLng {
  const r = metres * Math.sqrt(Math.random());
  const angle = Math.random() * 2 * Math.PI;
  return {
    lat: centre.lat + (r * Math.cos(angle)) / M_PER_DEG_LAT,
    lng: centre.lng + (r * Math.sin(angle)) / mPerDegLng(centre.lat),
  };
}
