/** The home page's hero, which the back office previews in a chunk of its own. */
export { Hero } from './hero';
