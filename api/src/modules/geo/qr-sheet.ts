import { asc } from 'drizzle-orm';
import { apiMessage, codedText, type ApiMessage, type QrCodeEntry } from '@shop/contracts';
import type { Db } from '../../db/client';
import { bars, customLocations, deliveryZones } from './geo.tables';

/**
 * The shop links printed as QR codes, in the forms the shop's scanner reads (geo/qr-codes.ts):
 * /scan-qr?zoneId=…, /scan-qr?customId=… and /bar/<slug>, on the shop's public address so a
 * phone camera opens the shop too.
 */
export const qrPayload = {
  zone: (origin: string, id: number) => `${origin}/scan-qr?zoneId=${id}`,
  location: (origin: string, customId: string) =>
    `${origin}/scan-qr?customId=${encodeURIComponent(customId)}`,
  bar: (origin: string, slug: string) => `${origin}/bar/${encodeURIComponent(slug)}`,
};

/** A code's line for the printed sheet: the English, with its code beside it. */
const instruction = (line: ApiMessage): Pick<QrCodeEntry, 'instruction' | 'texts'> => ({
  instruction: line.text,
  texts: { instruction: codedText(line) },
});

/** Every zone's, custom location's and bar's code, for the preview, downloads and the sheet. */
export async function listQrCodes(
  db: Db,
  origin: string,
  kind?: QrCodeEntry['kind'],
): Promise<QrCodeEntry[]> {
  const codes: QrCodeEntry[] = [];
  if (!kind || kind === 'zone') {
    const zones = await db
      .select()
      .from(deliveryZones)
      .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
    for (const z of zones) {
      codes.push({
        kind: 'zone',
        id: z.id,
        name: z.name,
        active: z.isActive,
        payload: qrPayload.zone(origin, z.id),
        ...instruction(apiMessage('qr_scan_zone', { zone: z.name })),
      });
    }
  }
  if (!kind || kind === 'location') {
    const spots = await db.select().from(customLocations).orderBy(asc(customLocations.name));
    for (const s of spots) {
      codes.push({
        kind: 'location',
        id: s.id,
        name: s.name,
        active: s.active,
        payload: qrPayload.location(origin, s.customId),
        ...instruction(apiMessage('qr_scan_location', { place: s.name })),
      });
    }
  }
  if (!kind || kind === 'bar') {
    const places = await db.select().from(bars).orderBy(asc(bars.name));
    for (const b of places) {
      codes.push({
        kind: 'bar',
        id: b.id,
        name: b.name,
        active: b.active,
        payload: qrPayload.bar(origin, b.slug),
        ...instruction(apiMessage('qr_scan_bar', { bar: b.name })),
      });
    }
  }
  return codes;
}
