import { useDeferredValue, useMemo } from 'react';
import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { MenuItem } from '@shop/contracts';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useHydrating } from '@/lib/use-hydrating';
import { MenuItemCard } from './menu-item-card';

const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 };

const NOT_YET: readonly MenuItem[] = [];
/** Rendered at once: a phone's screen and a desktop's first row (the largest paint among them). */
const FIRST_CARDS = 4;

/**
 * The first cards render at once; the rest come as a deferred value: React renders them in the
 * background in slices of a few milliseconds, yielding to the browser between, instead of one
 * task that blocks a phone for half a second (44 cards of the demo menu, ~12 ms each on a
 * mid-range phone's CPU). Skeletons hold the others' places meanwhile; a new filter keeps the
 * cards shown until the new ones are ready. The page the server painted has every card, and
 * hydrating it renders them all in slices already (src/bootstrap.tsx): the cards are kept
 * (memoised) when hydrating ends, so that second render costs the grid alone.
 */
export function MenuItemGrid({
  items,
  atTop = false,
}: {
  items: readonly MenuItem[];
  /** The page's first grid: its first row's photos load with the page. */
  atTop?: boolean;
}) {
  const hydrating = useHydrating();
  const all = useDeferredValue(items, hydrating ? items : NOT_YET);
  const rendering = all === NOT_YET;
  const shown = rendering ? items.slice(0, FIRST_CARDS) : all;
  const waiting = rendering ? items.length - shown.length : 0;
  const cards = useMemo(
    () =>
      shown.map((item, index) => (
        <MenuItemCard key={item.id} item={item} eager={atTop && index < FIRST_CARDS} />
      )),
    [shown, atTop],
  );
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg">
      {cards}
      {Array.from({ length: waiting }, (_, i) => (
        <MenuItemSkeletonCard key={`waiting-${i}`} />
      ))}
    </SimpleGrid>
  );
}

function MenuItemSkeletonCard() {
  return (
    <Card withBorder padding="md" data-testid="menu-item-skeleton">
      <Card.Section>
        <Skeleton h={180} radius={0} />
      </Card.Section>
      <Skeleton h={18} mt="md" w="70%" />
      <Skeleton h={12} mt="sm" />
      <Skeleton h={12} mt={6} w="85%" />
      <Skeleton h={34} mt="md" w={90} ml="auto" />
    </Card>
  );
}

export function MenuItemSkeletonGrid({ count }: { count: number }) {
  useLanguage();
  return (
    <SimpleGrid
      cols={COLUMNS}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label={m.shop_menu_loadingItems()}
    >
      {Array.from({ length: count }, (_, i) => (
        <MenuItemSkeletonCard key={i} />
      ))}
    </SimpleGrid>
  );
}
