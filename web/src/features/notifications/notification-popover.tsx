import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import {
  Badge,
  Box,
  Button,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { MAX_NOTIFICATIONS, type Notification } from '@shop/contracts';
import { formatDate, formatTime } from '@/features/orders';
import { localizeNotification } from '@/i18n/messages';
import {
  useClearNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './api';
import { BellButton, BellIndicator } from './bell-button';
import { useOpenedAfterMount } from '@/components/overlays/lazy-overlay';

/** The popover's list height, in pixels. */
export const NOTIFICATION_LIST_HEIGHT = 300;

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
}) {
  useLanguage();
  const at = new Date(notification.timestamp);
  const valid = !Number.isNaN(at.getTime());
  const { title, message } = localizeNotification(notification);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <UnstyledButton
        w="100%"
        p="xs"
        onClick={() => onOpen(notification)}
        data-read={notification.read}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          background: notification.read ? undefined : 'var(--mantine-color-blue-light)',
        }}
      >
        <Text size="sm" fw={notification.read ? 500 : 700}>
          {!notification.read && (
            <VisuallyHidden>{m.shop_notifications_unreadPrefix()} </VisuallyHidden>
          )}
          {title}
        </Text>
        <Text size="sm">{message}</Text>
        {valid && (
          <Text size="xs" c="dimmed">
            {formatDate(at)} {formatTime(at)}
          </Text>
        )}
      </UnstyledButton>
    </Box>
  );
}

/**
 * The bell's popover with the newest notifications (at most 50, in a 300 px list); a click
 * marks one read, Mark all read and Clear all act on all of them. Fetched on the bell's first
 * open (notification-bell.tsx) and open as it arrives.
 */
export default function NotificationPopover() {
  useLanguage();
  const { data } = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const clear = useClearNotifications();
  const notifications = (data?.notifications ?? []).slice(0, MAX_NOTIFICATIONS);
  const unread = data?.unread ?? 0;
  const { target, opened, setOpened } = useOpenedAfterMount<HTMLButtonElement>();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
  };

  return (
    <Popover
      width={340}
      position="bottom-end"
      shadow="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <BellIndicator unread={unread}>
        <Popover.Target>
          <BellButton ref={target} unread={unread} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p="sm">
        <Stack gap="xs">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{m.shop_notifications_title()}</Text>
              <Badge
                color={unread > 0 ? 'red' : 'gray'}
                variant="light"
                aria-label={m.shop_notifications_unread()}
              >
                {unread}
              </Badge>
            </Group>
            <Group gap={4}>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={unread === 0}
                onClick={() => markAll.mutate()}
              >
                {m.shop_notifications_markAll()}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={notifications.length === 0}
                onClick={() => clear.mutate()}
              >
                {m.shop_notifications_clearAll()}
              </Button>
            </Group>
          </Group>
          <ScrollArea h={NOTIFICATION_LIST_HEIGHT} type="auto">
            {notifications.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {m.shop_notifications_none()}
              </Text>
            ) : (
              <Stack component="ul" gap={4} m={0} p={0} aria-label={m.shop_notifications_list()}>
                {notifications.map((n) => (
                  <NotificationRow key={n.id} notification={n} onOpen={open} />
                ))}
              </Stack>
            )}
          </ScrollArea>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
