// Zod's setting must be in place before any schema is built, and the app's modules build
// schemas as they load: so the app is loaded only after it (see lib/zod-jitless.ts).
import './lib/zod-jitless';
import { holdEarlyClicks, releaseEarlyClicks } from './first-paint/early-clicks';

// A tap on the page the server painted waits for the app rather than doing nothing.
holdEarlyClicks(document.getElementById('root'));

void import('./bootstrap').then(({ appStarted }) => appStarted).finally(releaseEarlyClicks);
