import { queryOptions } from '@tanstack/react-query';
import type { StoreSettings, StoreSettingsUpdate, SwitchState } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const storeSettingsQuery = queryOptions({
  queryKey: ['/api/admin/store-settings'],
  queryFn: () => api.get<StoreSettings>('/api/admin/store-settings'),
});

export const saveStoreSettings = (body: StoreSettingsUpdate) =>
  api.put<StoreSettings>('/api/admin/store-settings', body);

/** Until when an ordering switch stays off; null: until switched on again. */
export const setSwitchExpiry = (name: SwitchState['name'], until: string | null) =>
  api.put<SwitchState>(`/api/admin/ordering-switches/${name}/expiry`, { until });
