import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDriver, AdminDriverList, DriverReport } from '@shop/contracts';
import { api } from '@/lib/api-client';

const DRIVERS_URL = '/api/admin/drivers';

/** Every driver account, with its agreement and whether it may take jobs. */
export const driversQuery = queryOptions({
  queryKey: [DRIVERS_URL],
  queryFn: () => api.get<AdminDriverList>(DRIVERS_URL),
});

/** One driver's deliveries and shifts per day or month over a span of days (YYYY-MM-DD). */
export const driverReportUrl = (
  driverId: number,
  from: string | null,
  to: string | null,
  groupBy: 'day' | 'month',
) =>
  from && to ? `${DRIVERS_URL}/${driverId}/report?from=${from}&to=${to}&groupBy=${groupBy}` : null;

export const driverReportQuery = (url: string | null) =>
  queryOptions({
    queryKey: [url],
    queryFn: () => api.get<DriverReport>(url!),
    enabled: url !== null,
  });

/** Lets a driver take jobs or stops them; the list is read again after. */
export function useSetDriverActive(options: {
  onSuccess: (driver: AdminDriver) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.patch<AdminDriver>(`${DRIVERS_URL}/${id}`, { isActive }),
    onSuccess: (driver) => {
      options.onSuccess(driver);
      void queryClient.invalidateQueries({ queryKey: [DRIVERS_URL] });
    },
    onError: options.onError,
  });
}
