/**
 * The QR codes the shop prints, and what each points at.
 *
 *   italieno:zone:<zone id>              a whole delivery zone        italieno:zone:1
 *   italieno:location:<custom id>        a custom delivery spot       italieno:location:ndsm-terrace
 *   italieno:bar:<bar slug>              a partner bar (pickup)       italieno:bar:cafe-de-jaren
 *
 * Shop links work too, on any host (the code is only read, never fetched):
 *   https://…/scan-qr?zoneId=<id>, https://…/scan-qr?customId=<custom id>, https://…/bar/<slug>,
 * and the same paths without scheme and host.
 */
export type QrTarget =
  | { kind: 'zone'; zoneId: number }
  | { kind: 'location'; customId: string }
  | { kind: 'bar'; slug: string };

const CUSTOM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ZONE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function zone(value: string | null): QrTarget | null {
  if (!value || !ZONE_ID.test(value) || Number(value) > MAX_ID) return null;
  return { kind: 'zone', zoneId: Number(value) };
}
const location = (value: string | null): QrTarget | null =>
  value && CUSTOM_ID.test(value) ? { kind: 'location', customId: value } : null;
const bar = (value: string | null): QrTarget | null =>
  value && value.length <= 80 && SLUG.test(value) ? { kind: 'bar', slug: value } : null;

export function parseQrCode(input: string): QrTarget | null {
  const code = input.trim();
  const scheme = /^italieno:(zone|location|bar):(.+)$/i.exec(code);
  if (scheme) {
    const [, kind, value] = scheme;
    if (kind!.toLowerCase() === 'zone') return zone(value!);
    if (kind!.toLowerCase() === 'location') return location(value!);
    return bar(value!);
  }
  let url: URL;
  try {
    url = /^https?:\/\//i.test(code) ? new URL(code) : new URL(code, 'https://shop.invalid');
  } catch {
    return null;
  }
  if (!code.startsWith('/') && !/^https?:\/\//i.test(code)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/scan-qr') {
    const zoneId = url.searchParams.get('zoneId');
    if (zoneId !== null) return zone(zoneId);
    return location(url.searchParams.get('customId'));
  }
  const barPath = /^\/bar\/([^/]+)$/.exec(path);
  if (barPath && barPath[1] !== 'scan') return bar(barPath[1]!);
  return null;
}
