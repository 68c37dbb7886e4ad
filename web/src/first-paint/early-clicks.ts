/**
 * Taps on the painted page before the app has hydrated it (src/first-paint): its buttons have
 * no code behind them yet, so a tap would do nothing. They are held, and given again once the
 * app is in place, in order; the one tapped first opens as soon as it can. Links are left to
 * the browser: they work without the app.
 *
 * Runs in the entry (main.tsx), before the app's code has arrived; no imports.
 */
const held: Element[] = [];
let container: HTMLElement | null = null;

function hold(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
}

/** Starts holding the clicks in `root`, when it holds a painted page. */
export function holdEarlyClicks(root: HTMLElement | null): void {
  if (!root?.hasChildNodes()) return;
  container = root;
  root.addEventListener('click', hold, true);
}

/** The app is in place: stops holding, and clicks again what was clicked meanwhile. */
export function releaseEarlyClicks(): void {
  container?.removeEventListener('click', hold, true);
  container = null;
  for (const target of held.splice(0)) {
    if (target.isConnected) {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  }
}
