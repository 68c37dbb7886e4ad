import { randomUUID } from 'node:crypto';
import type { OrderingStatus } from '@shop/contracts';
import type { CatalogResource, DomainEvent } from '@shop/contracts/events';

/** An ordering-status.changed event as a relay publishes it: every switch on but those given. */
export function orderingStatusChanged(status: Partial<OrderingStatus> = {}): DomainEvent {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'ordering-status.changed',
    version: 1,
    data: {
      status: {
        masterEnabled: true,
        foodOrderingEnabled: true,
        barOrderingEnabled: true,
        merchandiseOrderingEnabled: true,
        ...status,
      },
      changedBy: 1,
    },
  };
}

/** A catalog.changed event as another replica's relay would publish it. */
export function catalogChanged(resources: CatalogResource[]): DomainEvent {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'catalog.changed',
    version: 1,
    data: { resources },
  };
}
