// Zod's setting must be in place before any schema is built, and the app's modules build
// schemas as they load: so the app is loaded only after it (see lib/zod-jitless.ts).
import './lib/zod-jitless';
import { holdEarlyClicks, releaseEarlyClicks } from './first-paint/early-clicks';

const root = document.getElementById('root');
// A tap on the page the server painted waits for the app rather than doing nothing.
holdEarlyClicks(root);

// A painted page is shown before the app's code is asked for: the page's styles and images
// then have the connection to themselves, rather than sharing it with 150 KB of code (on a
// slow line that put the first paint later). An empty page has nothing to show first.
void (root?.hasChildNodes() ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./bootstrap'))
  .then(({ appStarted }) => appStarted)
  .finally(releaseEarlyClicks);

/** Settles once the page has been painted; at once in a tab in the background, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      document.removeEventListener('visibilitychange', go);
      resolve();
    };
    document.addEventListener('visibilitychange', go);
    // A frame's callbacks run before it is painted; the task after them runs after it.
    requestAnimationFrame(() => setTimeout(go, 0));
  });
}
