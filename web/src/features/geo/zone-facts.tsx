import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { formatEuros, type ZoneSummary } from '@shop/contracts';

type ZoneTerms = Pick<ZoneSummary, 'name' | 'deliveryFee' | 'minimumOrderAmount'> &
  Partial<Pick<ZoneSummary, 'estimatedTime'>>;

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase">
        {term}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A zone's name, delivery fee and minimum order (and delivery time when known). */
export function ZoneFacts({ zone, showName = true }: { zone: ZoneTerms; showName?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: showName ? 4 : 3 }} m={0} spacing="sm">
      {showName && <Fact term={t('location.deliveryZone')} value={zone.name} />}
      <Fact term={t('location.deliveryFee')} value={formatEuros(zone.deliveryFee)} />
      <Fact term={t('location.minimumOrder')} value={formatEuros(zone.minimumOrderAmount)} />
      {zone.estimatedTime && <Fact term={t('location.deliveryTime')} value={zone.estimatedTime} />}
    </SimpleGrid>
  );
}
