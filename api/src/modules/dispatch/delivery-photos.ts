import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deliveryPhotos } from './dispatch.tables';

/** Deletes the delivery photos of these orders, in the caller's transaction (a customer's erasure). */
export async function deleteDeliveryPhotos(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.delete(deliveryPhotos).where(inArray(deliveryPhotos.orderId, [...orderIds]));
}
