import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import type { LatLng } from '@shop/contracts';
import { DeliveryMap } from '@/features/map';
import { zonesQuery } from '@/features/geo';

interface Props {
  marker: LatLng | null;
  onPick: (point: LatLng) => void;
}

export function MapTab({ marker, onPick }: Props) {
  const { t } = useTranslation('orders');
  const zones = useQuery(zonesQuery);
  return (
    <Stack gap="sm">
      <Text>{t('location.mapHint')}</Text>
      <DeliveryMap zones={zones.data ?? []} marker={marker} onPick={onPick} height={420} />
    </Stack>
  );
}
