import { resolve } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed/seed';
import { importMediaFolder } from './shared/images/media-store';
import { buildOpenApiDocument } from './shared/openapi/document';
import { createApp } from './app';
import { InProcessEventFeed } from '@shop/realtime';
import { generateVapidKeys } from '@shop/workers';

/**
 * Operator commands: `migrate`, `seed` (demo data into an empty database), `openapi`,
 * `import-media [folder]` (photos an older version kept on disk, MEDIA_DIR by default),
 * `vapid-keys` (a Web Push key pair to keep in the environment).
 */
async function main(command: string | undefined) {
  if (command === 'vapid-keys') {
    // Needs no configuration: it is what makes part of it.
    const keys = generateVapidKeys();
    process.stdout.write(
      `# Web Push: keep these, and give both to the api and the workers. A new pair silences\n# every device that opted in.\nVAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`,
    );
    return;
  }
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  switch (command) {
    case 'migrate':
    case 'seed': {
      const database = await openDatabase(config.database, log);
      try {
        await migrate(database);
        if (command === 'seed') await seedDemoData(database.db, log, { liveOrders: true });
      } finally {
        await database.close();
      }
      break;
    }
    case 'import-media': {
      const database = await openDatabase(config.database, log);
      try {
        const dir = process.argv[3] ? resolve(process.argv[3]) : config.mediaDir;
        const imported = await importMediaFolder(database.db, dir, log);
        process.stdout.write(`${imported} photos imported from ${dir}\n`);
      } finally {
        await database.close();
      }
      break;
    }
    case 'openapi': {
      // Routes register their OpenAPI entries as the app is assembled; nothing is served.
      const database = await openDatabase({ kind: 'pglite', dataDir: null }, log);
      createApp({
        config,
        database,
        log,
        healthChecks: {},
        kickRelay: () => {},
        feed: new InProcessEventFeed(),
      });
      await database.close();
      process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
      break;
    }
    default:
      process.stderr.write('usage: cli <migrate|seed|openapi|import-media [folder]|vapid-keys>\n');
      process.exit(2);
  }
}

main(process.argv[2]).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
