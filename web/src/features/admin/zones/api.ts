import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminZone, AdminZoneInput, AdminZoneList, AdminZoneSaved } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { QR_CODES_URL } from '../places/api';

export const ZONES_URL = '/api/admin/zones';

export const adminZonesQuery = queryOptions({
  queryKey: [ZONES_URL],
  queryFn: async () => (await api.get<AdminZoneList>(ZONES_URL)).zones,
});

/** After a change: the list, the shop's zone map and the QR codes are read again. */
function useRefreshZones() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ZONES_URL] }),
      queryClient.invalidateQueries({ queryKey: ['/api/geo/zones'] }),
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(QR_CODES_URL),
      }),
    ]);
}

export function useSaveZone() {
  const queryClient = useQueryClient();
  const refresh = useRefreshZones();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminZoneInput }) =>
      id === null
        ? api.post<AdminZoneSaved>(ZONES_URL, input)
        : api.put<AdminZoneSaved>(`${ZONES_URL}/${id}`, input),
    onSuccess: (saved) => {
      // The saved zone is in the list at once, so its form does not wait for the re-read.
      queryClient.setQueryData<AdminZone[]>([ZONES_URL], (zones = []) =>
        zones.some((z) => z.id === saved.zone.id)
          ? zones.map((z) => (z.id === saved.zone.id ? saved.zone : z))
          : [...zones, saved.zone],
      );
      return refresh();
    },
  });
}

export function useDeleteZone() {
  const refresh = useRefreshZones();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${ZONES_URL}/${id}`),
    onSuccess: refresh,
  });
}
