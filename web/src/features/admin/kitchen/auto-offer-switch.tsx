import { useTranslation } from '@/i18n/react';
import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatchSettingsQuery, setAutoOffer } from './api';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

/** The store setting (admins): offer each ready delivery to the nearest free driver by itself. */
export function AutoOfferSwitch() {
  const queryClient = useQueryClient();
  const { data } = useQuery(dispatchSettingsQuery);
  const { t } = useTranslation('admin');
  const change = useMutation({
    mutationFn: setAutoOffer,
    onSuccess: (settings) => queryClient.setQueryData(dispatchSettingsQuery.queryKey, settings),
    onError: (error) =>
      notify.error(t('kitchen.settingNotChanged'), localizeMessage(error.message)),
  });
  if (!data) return null;
  return (
    <Switch
      size="lg"
      label={t('kitchen.autoOffer')}
      checked={change.isPending ? change.variables : data.autoOfferReadyOrders}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
