import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconShoppingBag } from '@tabler/icons-react';
import type { MerchandiseItem } from '@shop/contracts';
import { OrderingBanner } from '@/features/ordering';
import { useMerchandise } from './api';
import { MerchandiseCard } from './merchandise-card';
import { merchandiseCount, useMerchandiseCart, MerchandiseCartView } from '@/features/cart';
import { itemsForTab, tabName, visibleTabs } from './merchandise-tabs';
import { ShippingOptions } from './shipping-options';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const COLUMNS = { base: 1, xs: 2, md: 3 };

function Loading() {
  useLanguage();
  return (
    <SimpleGrid
      cols={COLUMNS}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={m.orders_merch_loading()}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} withBorder padding="md">
          <Card.Section>
            <Skeleton h={200} radius={0} />
          </Card.Section>
          <Skeleton h={18} mt="md" w="70%" />
          <Skeleton h={12} mt="sm" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Shop({ items }: { items: readonly MerchandiseItem[] }) {
  const tabs = visibleTabs(items);
  const [tab, setTab] = useState<string | null>('all');
  if (items.length === 0) return <Text c="dimmed">{m.orders_merch_noItems()}</Text>;
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tabName(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <SimpleGrid cols={COLUMNS} spacing="lg">
            {itemsForTab(items, tab).map((item) => (
              <MerchandiseCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** /merchandise: the shop's merch with its own cart. */
export default function MerchandisePage() {
  useLanguage();
  const merchandise = useMerchandise();
  const count = merchandiseCount(useMerchandiseCart());
  const [view, setView] = useState<'shop' | 'cart'>('shop');
  const items = (merchandise.data ?? []).filter((item) => item.available !== false);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{m.orders_merch_title()}</Title>
          {view === 'shop' && (
            <Button
              variant="light"
              leftSection={<IconShoppingBag size={18} />}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" circle>
                    {count}
                  </Badge>
                ) : undefined
              }
              onClick={() => setView('cart')}
              aria-label={m.orders_merch_viewCartCount({ count })}
            >
              {m.orders_merch_viewCart()}
            </Button>
          )}
        </Group>
        <OrderingBanner scope="merchandise" />
        {view === 'cart' ? (
          <MerchandiseCartView onBack={() => setView('shop')} />
        ) : (
          <>
            {merchandise.isPending && <Loading />}
            {merchandise.isError && (
              <Alert color="red" icon={<IconAlertCircle />}>
                {m.orders_merch_loadFailed()}
              </Alert>
            )}
            {merchandise.isSuccess && <Shop items={items} />}
            <ShippingOptions />
          </>
        )}
      </Stack>
    </Container>
  );
}
