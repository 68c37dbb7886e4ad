import {
  isServiceOpen,
  MASTER_OFF_SHORT,
  ORDERING_STATUS_LOADING,
  SERVICE_UNAVAILABLE_LABEL,
  serviceUnavailableMessage,
  type OrderingService,
} from '@shop/contracts';
import { useOrderingStatus } from '@/features/content/api';

export type ServiceAvailability =
  | { state: 'loading'; label: typeof ORDERING_STATUS_LOADING }
  | { state: 'open' }
  | { state: 'closed'; label: typeof SERVICE_UNAVAILABLE_LABEL; message: string };

/**
 * Whether a service takes orders, from the cached ordering status (kept current over the live
 * connection). If the status cannot be read the service counts as open: the server refuses an
 * order placed while it is switched off, so it makes the final call.
 */
export function useServiceAvailability(service: OrderingService): ServiceAvailability {
  const { data, isPending, isError } = useOrderingStatus();
  if (isPending && !isError) return { state: 'loading', label: ORDERING_STATUS_LOADING };
  if (!data || isServiceOpen(data, service)) return { state: 'open' };
  return {
    state: 'closed',
    label: SERVICE_UNAVAILABLE_LABEL,
    message: data.masterEnabled ? serviceUnavailableMessage(service) : MASTER_OFF_SHORT,
  };
}
