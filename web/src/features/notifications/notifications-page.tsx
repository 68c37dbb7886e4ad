import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';
import {
  NotificationType,
  TEST_NOTIFICATION_DEFAULTS,
  type SendNotificationInput,
} from '@shop/contracts';
import { useUser } from '@/features/auth';
import { ConnectionBadge } from '@/components/feedback/connection-badge';
import { useRealtimeStatus } from '@/lib/realtime-context';
import { handleUncaughtError } from '@/lib/global-errors';
import type { RealtimeStatus } from '@/lib/realtime';
import { useNotifications, useSendNotification } from './api';
import { NotificationBell } from './notification-bell';

/** The test tool's order statuses. */
export const TEST_STATUSES = [
  'received',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;

/** What each state of the live connection is called. */
const CONNECTION_STATES: Record<RealtimeStatus, () => string> = {
  connected: m.account_notifications_state_connected,
  connecting: m.account_notifications_state_connecting,
  disconnected: m.account_notifications_state_disconnected,
  error: m.account_notifications_state_error,
};

function ConnectionIndicator({ status }: { status: RealtimeStatus }) {
  useLanguage();
  return (
    <Group gap="xs">
      <Text fw={500}>{m.account_notifications_connection()}</Text>
      <ConnectionBadge
        status={status}
        label={m.account_notifications_connectionStatus()}
        text={CONNECTION_STATES[status]()}
      />
    </Group>
  );
}

function TestSender({ signedIn, role }: { signedIn: boolean; role: string }) {
  useLanguage();
  const send = useSendNotification();
  const [type, setType] = useState<NotificationType>('order_status_update');
  const [title, setTitle] = useState<string>(() => m.account_notifications_defaultTitle());
  const [message, setMessage] = useState<string>(() => m.account_notifications_defaultMessage());
  const [orderId, setOrderId] = useState(String(TEST_NOTIFICATION_DEFAULTS.orderId));
  const [status, setStatus] = useState<string>(TEST_NOTIFICATION_DEFAULTS.status);

  const ready = signedIn && title.trim() !== '' && message.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const input: SendNotificationInput = {
      notification: {
        type,
        title: title.trim(),
        message: message.trim(),
        status,
        ...(/^\d+$/.test(orderId.trim()) ? { orderId: Number(orderId.trim()) } : {}),
      },
      role,
    };
    // A failed test notification is only logged, never shown.
    send.mutate(input, { onError: (error) => void handleUncaughtError(error) });
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      onSubmit={submit}
      aria-label={m.account_notifications_sendTest()}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.account_notifications_sendTest()}
        </Title>
        <Select
          label={m.account_notifications_type()}
          data={NotificationType.options}
          value={type}
          onChange={(value) => value && setType(value as NotificationType)}
          allowDeselect={false}
        />
        <TextInput
          label={m.account_notifications_titleField()}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={m.account_notifications_message()}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group grow>
          <TextInput
            label={m.account_notifications_orderId()}
            inputMode="numeric"
            value={orderId}
            onChange={(e) => setOrderId(e.currentTarget.value)}
          />
          <Select
            label={m.account_notifications_status()}
            data={[...TEST_STATUSES]}
            value={status}
            onChange={(value) => value && setStatus(value)}
            allowDeselect={false}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready} loading={send.isPending}>
            {m.account_notifications_send()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /notifications: the live connection's state, the test
 * sender and the bell with its unread count. Guests have no notifications: they see the
 * connection as disconnected and a hint to sign in.
 */
export default function NotificationsPage() {
  useLanguage();
  const { data: user } = useUser();
  const live = useRealtimeStatus();
  const signedIn = !!user;
  const { data } = useNotifications(signedIn);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.account_notifications_title()}</Title>
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between">
            <ConnectionIndicator status={signedIn ? live : 'disconnected'} />
            {signedIn && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {m.account_notifications_unread({ count: data?.unread ?? 0 })}
                </Text>
                <NotificationBell />
              </Group>
            )}
          </Group>
        </Paper>
        {!signedIn && (
          <Alert
            color="blue"
            icon={<IconInfoCircle />}
            title={m.account_notifications_signInTitle()}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{m.account_notifications_signInText()}</Text>
              <Button component={Link} to="/auth" size="xs">
                {m.account_notifications_signIn()}
              </Button>
            </Stack>
          </Alert>
        )}
        <TestSender signedIn={signedIn} role={user?.role ?? 'guest'} />
      </Stack>
    </Container>
  );
}
