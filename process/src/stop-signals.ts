/**
 * SIGINT and SIGTERM caught from the first line of a service's `main`. A process opens its port
 * before it has finished starting (metrics, banners); an orchestrator's SIGTERM in that window
 * would otherwise meet Node's default action and kill it half-way with code 143. A signal that
 * comes early is kept and handed to the service's stop as soon as the service gives one.
 *
 *   const whenStopping = catchStopSignals();
 *   ...start everything...
 *   whenStopping((signal) => void stop(signal));
 */
export function catchStopSignals(): (stop: (signal: NodeJS.Signals) => void) => void {
  let handler: ((signal: NodeJS.Signals) => void) | null = null;
  let early: NodeJS.Signals | null = null;
  const receive = (signal: NodeJS.Signals) => {
    if (handler) handler(signal);
    else early ??= signal;
  };
  process.on('SIGINT', receive);
  process.on('SIGTERM', receive);
  return (stop) => {
    handler = stop;
    if (early) stop(early);
  };
}
