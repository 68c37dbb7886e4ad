import { DispatchSnapshot } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Every driver and open delivery order as the server has them now, checked on arrival. */
export const loadDispatchSnapshot = async () =>
  DispatchSnapshot.parse(await api.get<unknown>('/api/admin/dispatch'));

/**
 * Gives an order to a driver (or takes it back, null) through the kitchen board's call; the
 * server refuses it when the order's driver is no longer `expectedDriverId`.
 */
export const assignOrder = (
  orderId: number,
  driverId: number | null,
  expectedDriverId: number | null,
) => api.post(`/api/orders/${orderId}/assign`, { driverId, expectedDriverId });
