// Zod's setting must be in place before any schema is built, and the app's modules build
// schemas as they load: so the app is loaded only after it (see lib/zod-jitless.ts).
import './lib/zod-jitless';

void import('./bootstrap');
