import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Router, type Request } from 'express';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import { etagMatches } from '../cache/cached-json';
import { notFound } from '../errors/app-error';
import { mediaImages } from './media.tables';

export type ImageKind = (typeof mediaImages.kind.enumValues)[number];
const KINDS: readonly ImageKind[] = mediaImages.kind.enumValues;

/** Where stored images are served from; an address never changes its content. */
export const MEDIA_PATH = '/media';

/** The address of a stored image, or of its thumbnail. */
export const mediaUrl = (kind: ImageKind, hash: string, thumbnail = false) =>
  `${MEDIA_PATH}/${kind}/${hash}${thumbnail ? '-thumb' : ''}.webp`;

/** 128 bits of the SHA-256 of the parts: the row's key and the address's name. */
export function contentHash(...parts: (Buffer | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 32);
}

export interface MediaRow {
  kind: ImageKind;
  hash: string;
  image: Buffer;
  thumbnail?: Buffer | null;
  ownerUserId?: number | null;
}

/** Stores a re-encoded image; the same content stored twice stays one row. */
export async function saveMedia(db: Db | Tx, row: MediaRow): Promise<void> {
  await db
    .insert(mediaImages)
    .values({ ...row, contentType: 'image/webp' })
    .onConflictDoNothing();
}

export async function hasMedia(db: Db | Tx, kind: ImageKind, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: mediaImages.hash })
    .from(mediaImages)
    .where(and(eq(mediaImages.kind, kind), eq(mediaImages.hash, hash)));
  return row !== undefined;
}

/**
 * An upload is the image itself as the request body. A body declared as something else (JSON,
 * a form, text) is refused before it is read; an image type or none lets the content decide.
 */
export function declaresNonImage(req: Request): boolean {
  return !!req.headers['content-type'] && !req.is(['image/*', 'application/octet-stream']);
}

const FILE_NAME = /^([0-9a-f]{32})(-thumb)?\.webp$/;

/**
 * Serves `/media/{kind}/{hash}.webp` and `-thumb.webp` from the database. The ETag is the hash,
 * so a browser revalidating gets a 304; profile photos are cached only by the browser.
 */
export function mediaRoutes(db: Db): Router {
  const router = Router();
  router.get('/:kind/:file', async (req, res) => {
    const kind = KINDS.find((k) => k === req.params.kind);
    const match = FILE_NAME.exec(req.params.file);
    if (!kind || !match) throw notFound('no_such_image');
    const [, hash, thumb] = match as unknown as [string, string, string | undefined];
    const [row] = await db
      .select({
        contentType: mediaImages.contentType,
        bytes: thumb ? mediaImages.thumbnail : mediaImages.image,
      })
      .from(mediaImages)
      .where(and(eq(mediaImages.kind, kind), eq(mediaImages.hash, hash)));
    if (!row?.bytes) throw notFound('no_such_image');
    const scope = kind === 'avatar' ? 'private' : 'public';
    res.setHeader('Cache-Control', `${scope}, max-age=31536000, immutable`);
    const etag = `"${hash}${thumb ?? ''}"`;
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.type(row.contentType).send(row.bytes);
  });
  router.use(() => {
    throw notFound('no_such_image');
  });
  return router;
}

/**
 * Imports the photos an older version wrote to disk (`{dir}/{menu|merchandise}/{hash}.webp` and
 * `{hash}-thumb.webp`), so the addresses already saved in the menu keep showing them. Idempotent:
 * a photo already in the database is skipped, and nothing on disk is changed.
 */
export async function importMediaFolder(db: Db, dir: string, log: Logger): Promise<number> {
  let imported = 0;
  for (const kind of ['menu', 'merchandise'] as const) {
    const folder = join(dir, kind);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const match = FILE_NAME.exec(name);
      if (!match || match[2]) continue;
      const hash = match[1]!;
      if (await hasMedia(db, kind, hash)) continue;
      const thumbPath = join(folder, `${hash}-thumb.webp`);
      const thumbnail = (await stat(thumbPath).catch(() => null))
        ? await readFile(thumbPath)
        : null;
      await saveMedia(db, { kind, hash, image: await readFile(join(folder, name)), thumbnail });
      imported += 1;
    }
  }
  if (imported > 0) log.info({ dir, imported }, 'imported photos from the media folder');
  return imported;
}
