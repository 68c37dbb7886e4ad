import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import type { LatLng } from '@shop/contracts';
import { useGeocode } from './api';

const AMSTERDAM: LatLng = { lat: 52.3676, lng: 4.9041 };
const MAP_HEIGHT = 360;

/** A bounding box for the embed: street level around the restaurant, the city without it. */
function embedUrl(point: LatLng | null): string {
  const centre = point ?? AMSTERDAM;
  const [dLng, dLat] = point ? [0.006, 0.003] : [0.06, 0.03];
  const bbox = [centre.lng - dLng, centre.lat - dLat, centre.lng + dLng, centre.lat + dLat]
    .map((n) => n.toFixed(5))
    .join(',');
  const marker = point ? `&marker=${point.lat.toFixed(5)},${point.lng.toFixed(5)}` : '';
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik${marker}`;
}

function largerMapUrl(point: LatLng | null, address: string | undefined): string {
  if (point) {
    const { lat, lng } = point;
    return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;
  }
  if (address) return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return `https://www.openstreetmap.org/#map=12/${AMSTERDAM.lat}/${AMSTERDAM.lng}`;
}

interface Props {
  /** The restaurant's address; undefined while it is loading or unknown. */
  address: string | undefined;
  settingsPending: boolean;
}

/** An OpenStreetMap embed of the restaurant. Offline the frame simply stays blank. */
export function RestaurantMap({ address, settingsPending }: Props) {
  useLanguage();
  const geocode = useGeocode(address);
  const waiting = settingsPending || (!!address && geocode.isPending);
  const point = geocode.data ?? null;
  const singleLine = address?.replace(/\s*\n\s*/g, ', ');

  return (
    <Card withBorder padding={0} component="section" aria-label={m.pages_contact_map()}>
      {waiting ? (
        <Skeleton h={MAP_HEIGHT} radius={0} />
      ) : (
        <iframe
          title={
            singleLine
              ? m.pages_contact_mapAt({ address: singleLine })
              : m.pages_contact_mapOfAmsterdam()
          }
          src={embedUrl(point)}
          width="100%"
          height={MAP_HEIGHT}
          style={{ border: 0, display: 'block' }}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      )}
      <Stack p="sm" gap={0}>
        <Text size="sm">
          <Anchor href={largerMapUrl(point, singleLine)} target="_blank" rel="noopener noreferrer">
            {m.pages_contact_largerMap()}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
