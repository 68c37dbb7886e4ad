import { queryOptions } from '@tanstack/react-query';
import type { StoreSettings } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const storeSettingsQuery = queryOptions({
  queryKey: ['/api/admin/store-settings'],
  queryFn: () => api.get<StoreSettings>('/api/admin/store-settings'),
});
