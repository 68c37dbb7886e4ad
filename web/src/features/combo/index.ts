export { comboDrinksQuery, comboSandwichesQuery, comboSaucesQuery } from './api';
export { comboCartLine } from './combo-cart-line';
export { allowedChoices } from './combo-price';
