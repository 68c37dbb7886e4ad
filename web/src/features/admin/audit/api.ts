import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AuditLogPage } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { queryString } from '../query-string';

export interface AuditFilters {
  section?: string;
  actor?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const auditLogQuery = (filters: AuditFilters) => {
  const url = `/api/admin/audit-log${queryString({ ...filters })}`;
  return queryOptions({
    queryKey: ['/api/admin/audit-log', filters],
    queryFn: async () => AuditLogPage.parse(await api.get(url)),
    placeholderData: keepPreviousData,
  });
};
