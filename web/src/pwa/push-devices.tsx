import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionList, PushSubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { formatDay } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

const DEVICES_URL = '/api/push/subscriptions';
/** What a device is told, for the topics without an order. */
const TOPICS = { kitchen: m.push_devices_kitchen, driver: m.push_devices_driver };

/**
 * The devices the signed-in user opted in to Web Push (the profile): what each is told and
 * since when, and a button to switch each off.
 */
export function PushDevices() {
  useLanguage();
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: [DEVICES_URL],
    queryFn: () => api.get<PushSubscriptionList>(DEVICES_URL),
    staleTime: 0,
  });
  const turnOff = useMutation({
    mutationFn: (id: number) => api.delete<null>(`${DEVICES_URL}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DEVICES_URL] }),
  });
  const what = (s: PushSubscriptionView) =>
    s.topic === 'order' ? m.push_devices_order({ orderId: s.orderId ?? 0 }) : TOPICS[s.topic]();

  if (devices.isPending) return null;
  if (devices.isError) return <Text c="red">{m.push_devices_loadFailed()}</Text>;
  const list = devices.data.subscriptions;
  if (list.length === 0) return <Text c="dimmed">{m.push_devices_none()}</Text>;
  return (
    <Stack gap="xs">
      {list.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{what(s)}</Text>
            <Text size="sm" c="dimmed">
              {m.push_devices_since({
                device: s.device || s.pushService,
                date: formatDay(new Date(s.createdAt)),
              })}
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            loading={turnOff.isPending && turnOff.variables === s.id}
            aria-label={m.push_devices_turnOffFor({
              what: what(s),
              device: s.device || s.pushService,
            })}
            onClick={() => turnOff.mutate(s.id)}
          >
            {m.push_devices_turnOff()}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
