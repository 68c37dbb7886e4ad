import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBar,
  AdminBarInput,
  AdminBarList,
  AdminCustomLocation,
  AdminCustomLocationInput,
  AdminCustomLocationList,
  QrCodeEntry,
  QrCodeList,
} from '@shop/contracts';
import { api } from '@/lib/api-client';

export const QR_CODES_URL = '/api/admin/qr-codes';
export const LOCATIONS_URL = '/api/admin/custom-locations';
export const BARS_URL = '/api/admin/bars';

export const qrCodesQuery = (kind?: QrCodeEntry['kind']) => {
  const url = kind ? `${QR_CODES_URL}?kind=${kind}` : QR_CODES_URL;
  return queryOptions({
    queryKey: [url],
    queryFn: async () => (await api.get<QrCodeList>(url)).codes,
  });
};

export const locationsQuery = queryOptions({
  queryKey: [LOCATIONS_URL],
  queryFn: async () => (await api.get<AdminCustomLocationList>(LOCATIONS_URL)).locations,
});

export const barsQuery = queryOptions({
  queryKey: [BARS_URL],
  queryFn: async () => (await api.get<AdminBarList>(BARS_URL)).bars,
});

/** Reads a list and every QR code list again after a change. */
function useRefresh(url: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [url] }),
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(QR_CODES_URL),
      }),
    ]);
}

export function useSaveLocation() {
  const refresh = useRefresh(LOCATIONS_URL);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminCustomLocationInput }) =>
      id === null
        ? api.post<AdminCustomLocation>(LOCATIONS_URL, input)
        : api.put<AdminCustomLocation>(`${LOCATIONS_URL}/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteLocation() {
  const refresh = useRefresh(LOCATIONS_URL);
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${LOCATIONS_URL}/${id}`),
    onSuccess: refresh,
  });
}

export function useSaveBar() {
  const refresh = useRefresh(BARS_URL);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminBarInput }) =>
      id === null
        ? api.post<AdminBar>(BARS_URL, input)
        : api.put<AdminBar>(`${BARS_URL}/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteBar() {
  const refresh = useRefresh(BARS_URL);
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BARS_URL}/${id}`),
    onSuccess: refresh,
  });
}
