/** A zone border as corners of [longitude, latitude], the closing corner left out. */
export type Ring = [number, number][];

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** Drops the repeated first corner GeoJSON closes a ring with. */
export function openRing(ring: readonly (readonly number[])[]): Ring {
  const corners = ring.map(([lng, lat]) => [lng!, lat!] as [number, number]);
  const first = corners[0];
  const last = corners.at(-1);
  if (corners.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
    corners.pop();
  }
  return corners;
}

/** One corner per line: "longitude, latitude". */
export const ringToText = (ring: Ring): string =>
  ring.map(([lng, lat]) => `${lng}, ${lat}`).join('\n');

/** The ring read, or the number of the first line that could not be (as the form names it). */
export type ParsedRing = { ok: true; ring: Ring } | { ok: false; line: number };

/**
 * Reads corners typed one per line as "longitude, latitude" (a comma, spaces or a tab between
 * them); blank lines are skipped. The first bad line is named.
 */
export function textToRing(text: string): ParsedRing {
  const ring: Ring = [];
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const parts = line.split(/[\s,;]+/).filter(Boolean);
    const [lng, lat] = parts.map(Number);
    if (
      parts.length !== 2 ||
      !parts.every((p) => NUMBER.test(p)) ||
      lng === undefined ||
      lat === undefined ||
      Math.abs(lng) > 180 ||
      Math.abs(lat) > 90
    ) {
      return { ok: false, line: i + 1 };
    }
    ring.push([lng, lat]);
  }
  return { ok: true, ring };
}
