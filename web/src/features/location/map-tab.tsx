import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@mantine/core';
import type { LatLng } from '@shop/contracts';
import { DeliveryMap } from '@/features/map/delivery-map';
import { zonesQuery } from './api';

interface Props {
  marker: LatLng | null;
  onPick: (point: LatLng) => void;
}

export function MapTab({ marker, onPick }: Props) {
  const zones = useQuery(zonesQuery);
  return (
    <Stack gap="sm">
      <Text>Click anywhere on the map to check whether we deliver there.</Text>
      <DeliveryMap zones={zones.data ?? []} marker={marker} onPick={onPick} height={420} />
    </Stack>
  );
}
