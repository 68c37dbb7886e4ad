import { isServiceOpen, type OrderingService } from '@shop/contracts';
import { useOrderingStatus } from '@/features/content';
import { useLanguage } from '@/i18n/use-language';
import { localizeOrdering } from '@/i18n/messages';

export type ServiceAvailability =
  | { state: 'loading'; label: string }
  | { state: 'open' }
  | { state: 'closed'; label: string; message: string };

/**
 * Whether a service takes orders, from the cached ordering status (kept current over the live
 * connection). If the status cannot be read the service counts as open: the server refuses an
 * order placed while it is switched off, so it makes the final call.
 */
export function useServiceAvailability(service: OrderingService): ServiceAvailability {
  const { data, isPending, isError } = useOrderingStatus();
  useLanguage(); // the texts follow a change of language
  if (isPending && !isError)
    return { state: 'loading', label: localizeOrdering({ code: 'loading' }) };
  if (!data || isServiceOpen(data, service)) return { state: 'open' };
  return {
    state: 'closed',
    label: localizeOrdering({ code: 'unavailable' }),
    message: localizeOrdering(
      data.masterEnabled ? { code: 'service_off', params: { service } } : { code: 'master_off' },
    ),
  };
}
