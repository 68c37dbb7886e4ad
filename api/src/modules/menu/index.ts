/** The public menu, categories and combos. */
export { menuRoutes } from './menu.routes';
export { createMenuService, type MenuService } from './menu.service';
export { toMenuItem } from './menu.repo';
export {
  availableComboChoices,
  catalogItems,
  type ComboChoicePrice,
  type OrderableItem,
} from './order-catalogue';
