import { serviceLogger } from '@shop/process/log-context';
import { serveMetrics } from '@shop/process/metrics';
import { startService, type ServiceStop } from '@shop/process/service';
import { ConfigError, loadConfig } from './config/env';
import { startShop, DEMO_ACCOUNTS } from './shop';
import { SECOND_DRIVER } from './seed/orders';

/** Starts the shop from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(whenStarted: (stop: ServiceStop) => void) {
  const config = loadConfig();
  const log = serviceLogger(config.logLevel);
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

  whenStarted({
    log,
    close: async () => {
      await metrics?.close();
      await shop.stop();
    },
  });
}

// A configuration mistake is told in one sentence; anything else keeps its stack for debugging.
startService('the shop', main, (err) =>
  err instanceof ConfigError
    ? err.message
    : err instanceof Error
      ? (err.stack ?? err.message)
      : String(err),
);
