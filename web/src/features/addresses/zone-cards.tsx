import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { zonesQuery, ZoneFacts } from '@/features/geo';

/** The delivery zones as cards: number, name, delivery time, fee and minimum order. */
export function ZoneCards() {
  const zones = useQuery(zonesQuery);
  useLanguage();
  if (zones.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={150} />
        ))}
      </SimpleGrid>
    );
  }
  if (zones.isError) return <Text c="dimmed">{m.account_addresses_zonesFailed()}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {zones.data
        .filter((zone) => zone.isActive)
        .map((zone, index) => (
          <Card
            key={zone.id}
            withBorder
            component="article"
            aria-label={m.account_addresses_zone({ number: index + 1 })}
          >
            <Stack gap="xs">
              <Badge variant="light" color="tomato" w="fit-content">
                {m.account_addresses_zone({ number: index + 1 })}
              </Badge>
              <Title order={3} size="h4">
                {zone.name}
              </Title>
              <Group gap={4} c="dimmed">
                <IconClock size={14} />
                <Text size="sm">{zone.estimatedTime}</Text>
              </Group>
              <ZoneFacts
                zone={{
                  name: zone.name,
                  deliveryFee: zone.deliveryFee,
                  minimumOrderAmount: zone.minimumOrderAmount,
                }}
                showName={false}
              />
            </Stack>
          </Card>
        ))}
    </SimpleGrid>
  );
}
