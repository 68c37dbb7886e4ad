import { Alert, Box, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { ConnectionBadge } from '@/components/feedback/connection-badge';
import { useRealtimeStatus } from '@/lib/realtime-context';
import type { RealtimeStatus } from '@/lib/realtime';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';
import { usePickupBoard } from './pickup-board';

const CONNECTION_TEXTS: Record<RealtimeStatus, () => string> = {
  connected: m.orders_pickupScreen_connection_connected,
  connecting: m.orders_pickupScreen_connection_connecting,
  disconnected: m.orders_pickupScreen_connection_disconnected,
  error: m.orders_pickupScreen_connection_error,
};

/** Numbers large enough to read across a bar: about a tenth of the screen's width. */
const NUMBER_SIZE = 'clamp(2.5rem, 9vw, 9rem)';

function NumberColumn({
  title,
  numbers,
  tone,
  empty,
}: {
  title: string;
  numbers: number[];
  tone: 'preparing' | 'ready';
  empty: string;
}) {
  const id = `pickup-${tone}`;
  const ready = tone === 'ready';
  return (
    <Stack
      component="section"
      aria-labelledby={id}
      gap="lg"
      p="xl"
      bg={ready ? 'green.9' : 'dark.6'}
      style={{ borderRadius: 'var(--mantine-radius-lg)', minHeight: '60vh' }}
    >
      <Title id={id} order={2} c="white" fz="clamp(1.75rem, 4vw, 4rem)">
        {title}
      </Title>
      {numbers.length === 0 ? (
        <Text c="gray.4" fz="clamp(1.25rem, 2.5vw, 2.5rem)">
          {empty}
        </Text>
      ) : (
        <Group gap="xl" role="list" aria-label={title}>
          {numbers.map((number) => (
            <Text
              key={number}
              role="listitem"
              c="white"
              fw={800}
              ff="monospace"
              fz={NUMBER_SIZE}
              lh={1}
            >
              {number}
            </Text>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * /bar/{slug}/ready: the screen a partner bar shows its guests on a TV or tablet. Order numbers
 * the kitchen is preparing and those ready to pick up at the bar, live, in type that reads from
 * across the room; nothing else about an order, since anyone can see it.
 */
export default function BarPickupScreen() {
  const { slug = '' } = useParams();
  const board = usePickupBoard(slug);
  const connection = useRealtimeStatus();
  useLanguage();
  const state = CONNECTION_TEXTS[connection]();

  let content;
  if (board.isPending) {
    content = (
      <Center h="80vh">
        <Loader
          color="gray.3"
          size="xl"
          role="progressbar"
          aria-label={m.orders_pickupScreen_loading()}
        />
      </Center>
    );
  } else if (board.isError) {
    const unknown = board.error instanceof ApiError && board.error.status === 404;
    content = (
      <Alert
        color="red"
        title={unknown ? m.orders_pickupScreen_unknownBar() : m.orders_pickupScreen_couldNotLoad()}
      >
        {unknown ? m.orders_pickupScreen_notActive() : localizeMessage(board.error.message)}
      </Alert>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <NumberColumn
          title={m.orders_pickupScreen_preparing()}
          tone="preparing"
          numbers={board.data.preparing}
          empty={m.orders_pickupScreen_noneInKitchen()}
        />
        <NumberColumn
          title={m.orders_pickupScreen_ready()}
          tone="ready"
          numbers={board.data.ready}
          empty={m.orders_pickupScreen_noneWaiting()}
        />
      </SimpleGrid>
    );
  }

  return (
    <Box bg="dark.8" mih="100vh" p="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="center">
          <Title order={1} c="white" fz="clamp(2rem, 5vw, 5rem)">
            {board.data?.barName ?? m.orders_pickupScreen_yourOrder()}
          </Title>
          <ConnectionBadge
            status={connection}
            label={m.orders_pickupScreen_live({ state })}
            text={state}
            size="lg"
          />
        </Group>
        {content}
        <Text c="gray.4" fz="clamp(1rem, 2vw, 2rem)">
          {m.orders_pickupScreen_hint()}
        </Text>
      </Stack>
    </Box>
  );
}
