import { queryOptions } from '@tanstack/react-query';
import { Dashboard } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const dashboardQuery = queryOptions({
  queryKey: ['/api/admin/dashboard'],
  queryFn: async () => Dashboard.parse(await api.get('/api/admin/dashboard')),
});
