import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import type { LatLng } from '@shop/contracts';
import { DeliveryMap } from '@/features/map';
import { zonesQuery } from '@/features/geo';

interface Props {
  marker: LatLng | null;
  onPick: (point: LatLng) => void;
}

export function MapTab({ marker, onPick }: Props) {
  useLanguage();
  const zones = useQuery(zonesQuery);
  return (
    <Stack gap="sm">
      <Text>{m.orders_location_mapHint()}</Text>
      <DeliveryMap zones={zones.data ?? []} marker={marker} onPick={onPick} height={420} />
    </Stack>
  );
}
