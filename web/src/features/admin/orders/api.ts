import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrderDetail,
  AdminOrderPage,
  OrderResponse,
  type AdminRefundInput,
  type OrderKind,
  type OrderStatus,
  type OrderStatusTestInput,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { queryString } from '../query-string';

export interface OrderFilters {
  q?: string;
  status?: OrderStatus;
  kind?: OrderKind;
  barId?: number;
  from?: string;
  to?: string;
  sort: 'id' | 'createdAt' | 'customerName' | 'total' | 'status';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const ordersQuery = (filters: OrderFilters) => {
  const url = `/api/admin/orders${queryString({ ...filters })}`;
  return queryOptions({
    queryKey: ['/api/admin/orders', filters],
    queryFn: async () => AdminOrderPage.parse(await api.get(url)),
    placeholderData: keepPreviousData,
  });
};

export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [`/api/admin/orders/${id}`],
    queryFn: async () => AdminOrderDetail.parse(await api.get(`/api/admin/orders/${id}`)),
  });

/** After a change the detail shows the server's answer and the lists are read again. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (detail: AdminOrderDetail) => {
    queryClient.setQueryData(orderDetailQuery(detail.order.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'], exact: false });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/dashboard'] });
  };
}

export function useRefundOrder(id: number) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async (input: AdminRefundInput) =>
      AdminOrderDetail.parse(await api.post(`/api/admin/orders/${id}/refund`, input)),
    onSuccess: changed,
  });
}

export function useResendInvoice(id: number) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async () =>
      AdminOrderDetail.parse(await api.post(`/api/admin/orders/${id}/resend-invoice`)),
    onSuccess: changed,
  });
}

export function useSetTestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, ...input }: OrderStatusTestInput & { orderId: number }) =>
      OrderResponse.parse(await api.post(`/api/admin/order-status-test/${orderId}`, input)),
    onSuccess: ({ order }) => {
      void queryClient.invalidateQueries({ queryKey: [`/api/admin/orders/${order.id}`] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'], exact: false });
    },
  });
}
