import { m } from '@/i18n/paraglide/messages';
import { KITCHEN_COLUMN_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { useMemo, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconVolumeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ActorRole, KitchenColumn } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { useUser } from '@/features/auth';
import { zonesQuery } from '@/features/geo';
import { ConnectionBadge } from '@/components/feedback/connection-badge';
import type { RealtimeStatus } from '@/lib/realtime';
import { useRealtimeStatus } from '@/lib/realtime-context';
import { useNow } from '../shared/use-now';
import { kitchenBoardQuery } from './api';
import { AutoOfferSwitch } from './auto-offer-switch';
import { alarmLevel, COLUMNS, ordersByColumn, stageAlert, waitingSince } from './board';
import { KitchenCard } from './kitchen-card';
import { useAlarmSound, useKitchenAlarm } from './use-alarm';
import { useTitleFlash } from './use-title-flash';
import { PushOptIn } from '@/pwa/push-opt-in';

const CONNECTION_NAMES: Record<RealtimeStatus, () => string> = {
  connected: m.adminKitchen_connection_connected,
  connecting: m.adminKitchen_connection_connecting,
  disconnected: m.adminKitchen_connection_disconnected,
  error: m.adminKitchen_connection_error,
};

/** While the live connection is down, the board reads itself this often (even in a hidden tab). */
export const OFFLINE_REFRESH_MS = 30_000;
export const PRINT_ON_ACCEPT_KEY = 'kitchen-board:print-on-accept';

/**
 * /admin/orders: the live kitchen board. Paid orders arrive in New over the live connection and
 * sound an alarm until accepted; every card offers the moves the order lifecycle allows.
 */
export function KitchenBoardPage() {
  const { data: user } = useUser();
  const role: ActorRole = user?.role === 'admin' ? 'admin' : 'staff';
  const connection = useRealtimeStatus();
  const board = useQuery({
    ...kitchenBoardQuery,
    refetchInterval: connection === 'connected' ? false : OFFLINE_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const zones = useQuery(zonesQuery);
  useLanguage();
  const [printOnAccept, setPrintOnAccept] = useLocalStorage({
    key: PRINT_ON_ACCEPT_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  // The tablet's clock may be off; ages are measured on the server's.
  const now = useNow() + (board.data?.clockOffsetMs ?? 0);
  const columns = useMemo(() => ordersByColumn(board.data?.orders ?? []), [board.data]);
  const waiting = useMemo(
    () => columns.new.map((order) => ({ id: order.id, since: waitingSince(order) })),
    [columns],
  );
  const sound = useAlarmSound();
  useKitchenAlarm(sound.sound, waiting, now, sound.state);
  useTitleFlash(waiting.length);

  const zoneNames = useMemo(
    () => new Map((zones.data ?? []).map((zone) => [zone.id, zone.name])),
    [zones.data],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="md">
          <Title order={2}>{m.adminKitchen_title()}</Title>
          <ConnectionBadge
            status={connection}
            label={m.adminKitchen_live({ state: CONNECTION_NAMES[connection]() })}
            text={CONNECTION_NAMES[connection]()}
            size="xl"
          />
        </Group>
        <Group gap="lg">
          {role === 'admin' && <AutoOfferSwitch />}
          <Switch
            size="lg"
            label={m.adminKitchen_printOnAccept()}
            checked={printOnAccept}
            onChange={(event) => setPrintOnAccept(event.currentTarget.checked)}
          />
        </Group>
      </Group>

      {sound.state === 'off' && (
        <UnstyledButton
          onClick={sound.enable}
          bg="yellow.4"
          p="md"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="sm" justify="center">
            <IconVolumeOff size={28} aria-hidden />
            <Text fz="xl" fw={700}>
              {m.adminKitchen_soundOff()}
            </Text>
          </Group>
        </UnstyledButton>
      )}
      {sound.state === 'unsupported' && (
        <Alert color="orange" title={m.adminKitchen_noSound()}>
          {m.adminKitchen_noSoundHelp()}
        </Alert>
      )}

      {board.isPending && (
        <Center py="xl">
          <Loader role="progressbar" aria-label={m.adminKitchen_loading()} />
        </Center>
      )}
      {board.isError && (
        <Alert color="red" title={m.adminKitchen_couldNotLoad()}>
          <Stack gap="xs" align="flex-start">
            <Text>{localizeMessage(board.error.message)}</Text>
            <Button onClick={() => void board.refetch()} loading={board.isFetching}>
              {m.adminKitchen_tryAgain()}
            </Button>
          </Stack>
        </Alert>
      )}

      {board.data && (
        <Box style={{ overflowX: 'auto' }} pb="sm">
          <Group align="flex-start" wrap="nowrap" gap="md" miw="min-content">
            {COLUMNS.map((column) => (
              <BoardColumn key={column} column={column} count={columns[column].length}>
                {columns[column].map((order) => (
                  <KitchenCard
                    key={order.id}
                    order={order}
                    role={role}
                    now={now}
                    level={column === 'new' ? alarmLevel(now - waitingSince(order)) : null}
                    alert={stageAlert(order, column, now, board.data.alertMinutes)}
                    zoneName={order.zoneId === null ? null : (zoneNames.get(order.zoneId) ?? null)}
                    printOnAccept={printOnAccept}
                  />
                ))}
              </BoardColumn>
            ))}
          </Group>
        </Box>
      )}
      <PushOptIn topic="kitchen" />
    </Stack>
  );
}

function BoardColumn({
  column,
  count,
  children,
}: {
  column: KitchenColumn;
  count: number;
  children: ReactNode;
}) {
  const id = `kitchen-column-${column}`;
  useLanguage();
  return (
    <Stack
      component="section"
      aria-labelledby={id}
      gap="sm"
      // Done today holds short cards; the working columns get the room.
      style={column === 'done' ? { flex: '0 0 240px' } : { flex: '1 0 280px', maxWidth: 420 }}
    >
      <Group gap="xs" justify="space-between">
        <Title order={3} id={id}>
          {KITCHEN_COLUMN_NAMES[column]()}
        </Title>
        <Badge size="xl" variant="light" color={column === 'new' && count > 0 ? 'red' : 'gray'}>
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" fz="lg">
          {m.adminKitchen_noOrders()}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
