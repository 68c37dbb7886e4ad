// Zod's setting must be in place before any schema is built, and the app's modules build
// schemas as they load: so the app is loaded only after it (see lib/zod-jitless.ts).
import './lib/zod-jitless';
import { holdEarlyClicks, releaseEarlyClicks } from './first-paint/early-clicks';
import { preloadPageCode, readPageCode, runInSteps } from './first-paint/page-code';

const root = document.getElementById('root');
// A tap on the page the server painted waits for the app rather than doing nothing.
holdEarlyClicks(root);

// A painted page is shown before the app's code is asked for: the page's styles and images
// then have the connection to themselves, rather than sharing it with 150 KB of code (on a
// slow line that put the first paint later). Its code, the page's as well as the app's, is
// then fetched and run in short steps (first-paint/page-code.ts). An empty page has nothing
// to show first.
const painted = root?.hasChildNodes() ?? false;
void (painted ? afterFirstPaint().then(startPaintedApp) : Promise.resolve())
  .then(() => import('./bootstrap'))
  .then(({ appStarted }) => appStarted)
  .finally(releaseEarlyClicks);

// The service worker (installable app, offline page, Web Push) waits for the page's load, so it
// takes nothing from the first load (src/pwa/register.ts).
addEventListener(
  'load',
  () => void import('./pwa/register').then((m) => m.registerServiceWorker()),
  { once: true },
);

/**
 * Asks for all the page's code, then runs the app's shell up to the module that starts it;
 * nothing when the document does not name the code (bootstrap's import then brings it).
 */
async function startPaintedApp(): Promise<void> {
  const code = readPageCode(document);
  if (!code) return;
  await preloadPageCode(document, code);
  await runInSteps(document, code.app);
}

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
