import { Switch } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchSettings } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const dispatchSettingsQuery = queryOptions({
  queryKey: ['/api/dispatch/settings'],
  queryFn: () => api.get<DispatchSettings>('/api/dispatch/settings'),
});

/** The store setting (admins): offer each ready delivery to the nearest free driver by itself. */
export function AutoOfferSwitch() {
  const queryClient = useQueryClient();
  const { data } = useQuery(dispatchSettingsQuery);
  const change = useMutation({
    mutationFn: (on: boolean) =>
      api.put<DispatchSettings>('/api/dispatch/settings', { autoOfferReadyOrders: on }),
    onSuccess: (settings) => queryClient.setQueryData(dispatchSettingsQuery.queryKey, settings),
    onError: (error) => notify.error('The setting was not changed', error.message),
  });
  if (!data) return null;
  return (
    <Switch
      size="lg"
      label="Offer ready orders to drivers"
      checked={change.isPending ? change.variables : data.autoOfferReadyOrders}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
