import { SimpleGrid, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
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
  useLanguage();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: showName ? 4 : 3 }} m={0} spacing="sm">
      {showName && <Fact term={m.orders_location_deliveryZone()} value={zone.name} />}
      <Fact term={m.orders_location_deliveryFee()} value={formatEuros(zone.deliveryFee)} />
      <Fact term={m.orders_location_minimumOrder()} value={formatEuros(zone.minimumOrderAmount)} />
      {zone.estimatedTime && (
        <Fact term={m.orders_location_deliveryTime()} value={zone.estimatedTime} />
      )}
    </SimpleGrid>
  );
}
