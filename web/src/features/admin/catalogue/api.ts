import { m } from '@/i18n/paraglide/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminMenuItem,
  AdminMenuPage,
  AdminMerchandiseItem,
  AdminMerchandisePage,
  BulkAvailability,
  CategoryInput,
  DeleteOutcome,
  MenuItemInput,
  MerchandiseInput,
  StoredImage,
} from '@shop/contracts';
import { ApiError, api, unreachable } from '@/lib/api-client';
import { localizeMessage, localizeApiMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';
import { isPublicKey, keyMatchesUrl } from '@/lib/query-keys';

export const ADMIN_MENU_URL = '/api/admin/menu/items';
export const ADMIN_CATEGORIES_URL = '/api/admin/categories';
export const ADMIN_MERCHANDISE_URL = '/api/admin/merchandise';

export interface ComboChoice {
  id: number;
  kind: 'sandwich' | 'drink' | 'sauce';
  name: string;
  surchargeCents: number;
  available: boolean;
}

/** A table's query: its parameters as they go into the URL (and the query key). */
export function withQuery(url: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** Reads a page of a table; the previous page stays on screen while the next one loads. */
export function useAdminPage<T extends AdminMenuPage | AdminMerchandisePage>(url: string) {
  return useQuery({
    queryKey: [url],
    queryFn: () => api.get<T>(url),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: [ADMIN_CATEGORIES_URL],
    queryFn: () => api.get<AdminCategory[]>(ADMIN_CATEGORIES_URL),
  });
}

export function useComboChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/menu/combo-choices'],
    queryFn: () => api.get<ComboChoice[]>('/api/admin/menu/combo-choices'),
    enabled,
  });
}

/**
 * A back-office change: on success the tables under `base` and the shop's own reads are
 * refetched (a key matches by path, so every page of a table counts); a refusal is shown as a
 * toast unless the form puts it under its fields.
 */
export function useCatalogueMutation<V, R>(
  base: string,
  call: (vars: V) => Promise<R>,
  options: { success?: (result: R, vars: V) => string | null; quietErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result, vars) => {
      void queryClient.invalidateQueries({
        predicate: (q) => keyMatchesUrl(q.queryKey, base) || isPublicKey(q.queryKey),
      });
      const message = options.success?.(result, vars);
      if (message) notify.success(message);
    },
    onError: (error) => {
      if (options.quietErrors && error instanceof ApiError && error.status === 400) return;
      notify.error(m.adminCatalogue_changeNotSaved(), localizeMessage(error.message));
    },
  });
}

export function useBulkAvailability(base: string) {
  return useCatalogueMutation(
    base,
    (body: BulkAvailability) => api.post<{ updated: number }>(`${base}/availability`, body),
    {
      success: (r, v) =>
        (v.available ? m.adminCatalogue_backOnSale : m.adminCatalogue_markedSoldOut)({
          count: r.updated,
        }),
    },
  );
}

export function useDeleteItem(base: string) {
  return useCatalogueMutation(base, (id: number) => api.delete<DeleteOutcome>(`${base}/${id}`), {
    success: (r) =>
      (r.outcome === 'archived' ? m.adminCatalogue_archivedNotice : m.adminCatalogue_deleted)(),
  });
}

/** Sends a photo as the request's raw bytes; the server checks, re-encodes and resizes it. */
export async function uploadImage(url: string, file: File): Promise<StoredImage> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch (err) {
    throw unreachable(err);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? localizeApiMessage(body, body.message)
        : m.adminCatalogue_photo_uploadFailed();
    throw new ApiError(res.status, message, body);
  }
  return body as StoredImage;
}

/**
 * Saves an item of the list under `base` from its form: adds it (no id yet) or replaces it. A
 * refusal of its values is left to the form, which shows it under the fields.
 */
export function useSaveItem<Values, Saved extends { name: string }>(
  base: string,
  save: (id: number | null, values: Values) => Promise<Saved>,
) {
  return useCatalogueMutation(
    base,
    ({ id, values }: { id: number | null; values: Values }) => save(id, values),
    {
      quietErrors: true,
      success: (item, { id }) =>
        (id === null ? m.adminCatalogue_added : m.adminCatalogue_saved)({
          name: item.name,
        }),
    },
  );
}

/** A list's new order, as the ids from top to bottom (categories, merchandise). */
export const saveOrder = (base: string, ids: number[]) => api.put(`${base}/order`, { ids });

export const createCategory = (values: CategoryInput) =>
  api.post<AdminCategory>(ADMIN_CATEGORIES_URL, values);
export const renameCategory = (id: number, values: CategoryInput) =>
  api.put<AdminCategory>(`${ADMIN_CATEGORIES_URL}/${id}`, values);
export const deleteCategory = (id: number) => api.delete(`${ADMIN_CATEGORIES_URL}/${id}`);

/** A menu item's switches, changed on their own from the table. */
export const changeMenuItem = (id: number, change: { available?: boolean; featured?: boolean }) =>
  api.patch<AdminMenuItem>(`${ADMIN_MENU_URL}/${id}`, change);
/** Adds a menu item (no id yet) or replaces one. */
export const saveMenuItem = (id: number | null, values: MenuItemInput) =>
  id === null
    ? api.post<AdminMenuItem>(ADMIN_MENU_URL, values)
    : api.put<AdminMenuItem>(`${ADMIN_MENU_URL}/${id}`, values);
/** Adds a merchandise item (no id yet) or replaces one. */
export const saveMerchandiseItem = (id: number | null, values: MerchandiseInput) =>
  id === null
    ? api.post<AdminMerchandiseItem>(ADMIN_MERCHANDISE_URL, values)
    : api.put<AdminMerchandiseItem>(`${ADMIN_MERCHANDISE_URL}/${id}`, values);
