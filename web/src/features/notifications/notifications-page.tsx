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
import { useTranslation } from '@/i18n/react';
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

function ConnectionIndicator({ status }: { status: RealtimeStatus }) {
  const { t } = useTranslation('account');
  return (
    <Group gap="xs">
      <Text fw={500}>{t('notifications.connection')}</Text>
      <ConnectionBadge
        status={status}
        label={t('notifications.connectionStatus')}
        text={t(`notifications.state.${status}`)}
      />
    </Group>
  );
}

function TestSender({ signedIn, role }: { signedIn: boolean; role: string }) {
  const { t } = useTranslation('account');
  const send = useSendNotification();
  const [type, setType] = useState<NotificationType>('order_status_update');
  const [title, setTitle] = useState(() => t('notifications.defaultTitle'));
  const [message, setMessage] = useState(() => t('notifications.defaultMessage'));
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
      aria-label={t('notifications.sendTest')}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('notifications.sendTest')}
        </Title>
        <Select
          label={t('notifications.type')}
          data={NotificationType.options}
          value={type}
          onChange={(value) => value && setType(value as NotificationType)}
          allowDeselect={false}
        />
        <TextInput
          label={t('notifications.titleField')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t('notifications.message')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group grow>
          <TextInput
            label={t('notifications.orderId')}
            inputMode="numeric"
            value={orderId}
            onChange={(e) => setOrderId(e.currentTarget.value)}
          />
          <Select
            label={t('notifications.status')}
            data={[...TEST_STATUSES]}
            value={status}
            onChange={(value) => value && setStatus(value)}
            allowDeselect={false}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready} loading={send.isPending}>
            {t('notifications.send')}
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
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  const live = useRealtimeStatus();
  const signedIn = !!user;
  const { data } = useNotifications(signedIn);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('notifications.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between">
            <ConnectionIndicator status={signedIn ? live : 'disconnected'} />
            {signedIn && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('notifications.unread', { count: data?.unread ?? 0 })}
                </Text>
                <NotificationBell />
              </Group>
            )}
          </Group>
        </Paper>
        {!signedIn && (
          <Alert color="blue" icon={<IconInfoCircle />} title={t('notifications.signInTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('notifications.signInText')}</Text>
              <Button component={Link} to="/auth" size="xs">
                {t('notifications.signIn')}
              </Button>
            </Stack>
          </Alert>
        )}
        <TestSender signedIn={signedIn} role={user?.role ?? 'guest'} />
      </Stack>
    </Container>
  );
}
