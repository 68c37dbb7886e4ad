export { menuQuery, useCategories, useMenu, useRecommendations } from './api';
export { menuCartLine } from './menu-cart-line';
export { displayableMenu } from './menu-filter';
export { MenuItemGrid, MenuItemSkeletonGrid } from './menu-item-grid';
