/** Store settings, opening hours, pauses, kitchen capacity and the store clock. */
export { settingsAdminRoutes } from './settings-admin.routes';
export {
  createStoreSettingsService,
  readKitchenAlerts,
  writeSwitchChanges,
  type StoreSettingsService,
} from './store-settings.service';
export { kitchenCapacityDelay } from './kitchen-capacity';
export { readLegalDetails } from './legal-details';
