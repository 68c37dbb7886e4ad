export { ABOUT_TEXT_FALLBACKS } from './about-texts';
