/** The combo customiser, which the menu opens in a chunk of its own. */
export { ComboCustomiser } from './combo-customiser';
