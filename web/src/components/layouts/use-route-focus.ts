import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page that is still loading may take to show its heading. */
const HEADING_WAIT_MS = 2_000;

/**
 * After a move to another page (not on the first load, not for a changed query string), puts
 * keyboard and screen-reader focus on the new page's main heading, or on `main` when it has
 * none, as a fresh page load would start there; screen readers then read the new page's name.
 * Focus that is already inside `main` (a tab that changed the address, a field) stays put.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const region = main.current;
    if (!region) return;
    const leftBehind = document.activeElement;
    const userMoved = () =>
      document.activeElement !== leftBehind && document.activeElement !== document.body;
    const keptInPage =
      leftBehind &&
      leftBehind !== document.body &&
      leftBehind !== region &&
      region.contains(leftBehind);
    if (keptInPage) return;

    const focus = (target: HTMLElement) => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.setAttribute('data-focus-target', '');
      target.focus({ preventScroll: true });
    };
    const heading = () => region.querySelector<HTMLElement>('h1');
    const found = heading();
    if (found) {
      focus(found);
      return;
    }
    // The page is still loading: wait for its heading, unless the user moves on first.
    const observer = new MutationObserver(() => {
      const late = heading();
      if (!late) return;
      stop();
      if (!userMoved()) focus(late);
    });
    const timer = setTimeout(() => {
      stop();
      if (!userMoved()) focus(region);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(region, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
