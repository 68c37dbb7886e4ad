import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { CustomerDetail, CustomerPage } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { queryString } from '../query-string';

export interface CustomerFilters {
  q?: string;
  page: number;
  pageSize: number;
}

export const customersQuery = (filters: CustomerFilters) => {
  const url = `/api/admin/customers${queryString({ ...filters })}`;
  return queryOptions({
    queryKey: ['/api/admin/customers', filters],
    queryFn: async () => CustomerPage.parse(await api.get(url)),
    placeholderData: keepPreviousData,
  });
};

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: [`/api/admin/customers/${id}`],
    queryFn: async () => CustomerDetail.parse(await api.get(`/api/admin/customers/${id}`)),
  });

/** Erasure on request; the export and erase calls belong to the customer-data module. */
export function useEraseCustomer(id: number) {
  return useMutation({
    mutationFn: () => api.post<unknown>(`/api/admin/customers/${id}/erase`, { confirm: true }),
  });
}
