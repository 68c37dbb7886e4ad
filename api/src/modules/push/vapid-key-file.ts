import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { VapidEnv, type VapidSettings } from '@shop/process/env';
import { generateVapidKeys } from '@shop/workers';
import type { Config } from '../../config/env';

/**
 * The embedded shop's VAPID pair when the environment names none: made on the first start and
 * kept in the data folder (config.push.keyFile), since every browser's subscription is bound to
 * the public key. A split deployment passes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to the api and
 * the workers instead (`cli vapid-keys` prints a pair).
 */
export async function withKeptVapidKeys(config: Config, log: Logger): Promise<Config> {
  const { keyFile, vapid, subject } = config.push;
  if (vapid || !keyFile) return config;
  return { ...config, push: { ...config.push, vapid: await keptKeys(keyFile, subject, log) } };
}

async function keptKeys(file: string, subject: string, log: Logger): Promise<VapidSettings> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const publicKey = VapidEnv.VAPID_PUBLIC_KEY.parse(kept.publicKey);
    const privateKey = VapidEnv.VAPID_PRIVATE_KEY.parse(kept.privateKey);
    if (publicKey && privateKey) return { publicKey, privateKey, subject };
    throw new Error(`${file} holds no VAPID key pair`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const keys = generateVapidKeys();
  await mkdir(dirname(file), { recursive: true });
  // 'wx': a second process starting at the same moment does not overwrite the first one's pair.
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    },
  );
  log.info({ file }, 'made a VAPID key pair for Web Push and kept it');
  return keptKeys(file, subject, log);
}
