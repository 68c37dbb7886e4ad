/** Every table of the shop, for drizzle's typed queries and for drizzle-kit's migrations. */
export * from '../modules/auth/auth.tables';
export * from '../modules/drivers/drivers.tables';
export * from '../modules/menu/menu.tables';
export * from '../modules/merchandise/merchandise.tables';
export * from '../modules/content/content.tables';
export * from '../modules/ordering/ordering.tables';
export * from '../modules/geo/geo.tables';
export * from '../modules/addresses/addresses.tables';
export * from '../modules/orders/orders.tables';
export * from '../shared/events/outbox.tables';
export * from '../../../workers/src/email/email-deliveries.tables';
export * from '../../../workers/src/notifications/notifications.tables';
export * from '../../../realtime/src/positions/positions.tables';
export * from '../modules/payments/payments.tables';
export * from '../shared/audit/audit.tables';
export * from '../modules/account/account.tables';
export * from '../../../workers/src/email/email-preferences.tables';
