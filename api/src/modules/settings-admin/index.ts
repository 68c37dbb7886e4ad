/** Store settings, opening hours, pauses, kitchen capacity and the store clock. */

import type { Router } from 'express';
import { settingsAdminRoutes } from './settings-admin.routes';
import { createStoreSettingsService, type StoreSettingsDeps } from './store-settings.service';

export { writeSwitchChanges, type StoreSettingsService } from './store-settings.service';
export { cachedKitchenRules, kitchenCapacityDelay } from './kitchen-capacity';
export { readLegalDetails } from './legal-details';

export function createSettingsAdminModule(deps: StoreSettingsDeps): { router: Router } {
  return { router: settingsAdminRoutes(deps.db, createStoreSettingsService(deps)) };
}
