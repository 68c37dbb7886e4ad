export { HOME_TEXT_FALLBACKS } from './home-texts';
