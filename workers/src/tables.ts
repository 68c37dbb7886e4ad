/**
 * The workers' tables, for the api's schema (api/src/db/schema.ts) and the api's account module
 * (data export and deletion): `@shop/workers/tables`.
 */
export * from './email/email-deliveries.tables';
export * from './email/email-preferences.tables';
export * from './notifications/notifications.tables';
export * from './push/push.tables';
