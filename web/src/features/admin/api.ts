import { m } from '@/i18n/paraglide/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderingStatus, type OrderingStatusUpdate } from '@shop/contracts';
import { orderingStatusQuery } from '@/features/content';
import { localizeMessage } from '@/i18n/messages';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Flips some ordering switches; the switches move at once and move back if the api refuses. */
export function useUpdateOrderingStatus() {
  const queryClient = useQueryClient();
  const key = orderingStatusQuery.queryKey;
  return useMutation({
    mutationFn: (change: OrderingStatusUpdate) =>
      api.put<unknown>('/api/admin/ordering-status', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...change });
      return { previous };
    },
    onSuccess: (answer) => {
      const status = OrderingStatus.safeParse(answer);
      if (status.success) queryClient.setQueryData(key, status.data);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(m.adminShared_ordering_notChanged(), localizeMessage(error.message));
    },
  });
}
