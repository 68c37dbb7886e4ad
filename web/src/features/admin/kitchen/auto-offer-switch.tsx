import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispatchSettingsQuery, setAutoOffer } from './api';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

/** The store setting (admins): offer each ready delivery to the nearest free driver by itself. */
export function AutoOfferSwitch() {
  const queryClient = useQueryClient();
  const { data } = useQuery(dispatchSettingsQuery);
  useLanguage();
  const change = useMutation({
    mutationFn: setAutoOffer,
    onSuccess: (settings) => queryClient.setQueryData(dispatchSettingsQuery.queryKey, settings),
    onError: (error) =>
      notify.error(m.adminKitchen_settingNotChanged(), localizeMessage(error.message)),
  });
  if (!data) return null;
  return (
    <Switch
      size="lg"
      label={m.adminKitchen_autoOffer()}
      checked={change.isPending ? change.variables : data.autoOfferReadyOrders}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
