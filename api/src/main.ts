import { catchStopSignals } from '@shop/process/stop-signals';
import { logMixin } from '@shop/process/log-context';
import { pino } from 'pino';
import { serveMetrics } from '@shop/process/metrics';
import { ConfigError, loadConfig } from './config/env';
import { startShop, DEMO_ACCOUNTS } from './shop';
import { SECOND_DRIVER } from './seed/orders';

/**
 * An orchestrator sends SIGKILL 10 s after SIGTERM (Kubernetes' and systemd's usual grace), so a
 * stop that is still waiting on a dependency after 9 s gives up and exits on its own.
 */
const STOP_DEADLINE_MS = 9_000;

/** Starts the shop from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main() {
  const whenStopping = catchStopSignals();
  const config = loadConfig();
  const log = pino({ level: config.logLevel, mixin: logMixin });
  const shop = await startShop(config, { log });
  // Metrics are for operators: a port that is taken is logged, and the shop still serves.
  const metrics = config.metrics
    ? await serveMetrics({ ...config.metrics, registry: shop.metrics, log }).catch(
        (err: unknown) => {
          log.error({ err, ...config.metrics }, 'metrics not served: the port is not free');
          return null;
        },
      )
    : null;

  const lines = [
    '',
    `  Italieno shop is running at ${shop.url}`,
    `  mode: ${config.mode} (${shop.database.kind}${config.mode === 'embedded' ? ', in-process events, jobs and /ws gateway' : ', Redis + BullMQ'})`,
  ];
  if (config.seedDemo) {
    lines.push('  demo accounts (username / password):');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(9)} ${account.username} / ${account.password}`);
    }
    const second = SECOND_DRIVER;
    lines.push(
      `    ${'driver'.padEnd(9)} ${second.username} / ${second.password} (on shift, free)`,
    );
  }
  if (config.mode === 'embedded') lines.push(`  e-mails are written to ${config.mail.dir}`);
  if (metrics) lines.push(`  metrics at http://${config.metrics!.host}:${metrics.port}/metrics`);
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => {
      log.error('stopping took too long; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await metrics?.close();
    await shop.stop();
    process.exit(0);
  };
  whenStopping((signal) => void stop(signal));
}

main().catch((err: unknown) => {
  // A configuration mistake is told in one sentence; anything else keeps its stack for debugging.
  const detail =
    err instanceof ConfigError ? err.message : err instanceof Error ? err.stack : String(err);
  process.stderr.write(`Could not start the shop: ${detail}\n`);
  process.exit(1);
});
