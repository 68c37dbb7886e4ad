/**
 * The one image store: menu, merchandise and profile photos live in PostgreSQL, keyed by their
 * content's hash, and every api process serves them under /media/ with an ETag and a year's
 * cache. Photos an older version wrote to disk are imported once, without touching the files.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_NOT_AN_IMAGE, StoredImage } from '@shop/contracts';
import { mediaImages } from '../src/shared/images/media.tables';
import { importMediaFolder } from '../src/shared/images/media-store';
import { createAccount, signInWithBearer } from './accounts';
import { TestClient } from './http-client';
import { startSeededApp, type SeededApp } from './seeded-app';

let t: SeededApp;
beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t?.stop();
});

const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function uploadMenuPhoto(body: Uint8Array, type = 'image/jpeg') {
  const staff = await t.signedInAs('staff');
  return staff.request('POST', '/api/admin/menu/images', {
    body,
    headers: { 'content-type': type },
  });
}

async function rows(kind: 'menu' | 'avatar', hash?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(mediaImages)
    .where(
      hash
        ? and(eq(mediaImages.kind, kind), eq(mediaImages.hash, hash))
        : eq(mediaImages.kind, kind),
    );
  return row!.n;
}

const hashOf = (url: string) => /\/([0-9a-f]{32})(?:-thumb)?\.webp$/.exec(url)![1]!;

describe('menu and merchandise photos', () => {
  it('are served from the database as stored, with an ETag and a year of caching', async () => {
    const res = await uploadMenuPhoto(await photo('#8e44ad'));
    expect(res.status).toBe(201);
    const stored = StoredImage.parse(res.body);
    const hash = hashOf(stored.url);

    const [row] = await t.database.db
      .select()
      .from(mediaImages)
      .where(and(eq(mediaImages.kind, 'menu'), eq(mediaImages.hash, hash)));
    const served = await fetch(t.url + stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(row!.image)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1200 });

    const thumb = await fetch(t.url + stored.thumbnailUrl);
    expect(Buffer.from(await thumb.arrayBuffer()).equals(row!.thumbnail!)).toBe(true);

    const etag = served.headers.get('etag')!;
    expect(etag).toBe(`"${hash}"`);
    const again = await fetch(t.url + stored.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(thumb.headers.get('etag')).not.toBe(etag);
  });

  it('keep one row for the same photo uploaded twice', async () => {
    const image = await photo('#16a085');
    const first = StoredImage.parse((await uploadMenuPhoto(image)).body);
    const second = StoredImage.parse((await uploadMenuPhoto(image, 'image/png')).body);
    expect(second).toEqual(first);
    expect(await rows('menu', hashOf(first.url))).toBe(1);
  });

  it('refuse a file that is not an image with a 400 saying so, storing nothing', async () => {
    const before = await rows('menu');
    const res = await uploadMenuPhoto(Buffer.from('{"not":"a photo"}'), 'application/json');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMAGE_NOT_AN_IMAGE);
    expect(await rows('menu')).toBe(before);
  });

  it('answer 404 for an address that names no photo', async () => {
    for (const path of [
      `/media/menu/${'0'.repeat(32)}.webp`,
      '/media/menu/../../package.json',
      '/media/secret/abc.webp',
      '/media/menu',
    ])
      expect((await fetch(t.url + path)).status, path).toBe(404);
  });
});

describe('profile photos', () => {
  it('share the store, keep one photo per person, are cached privately and leave with the account', async () => {
    const account = await createAccount(t.database.db, 'customer');
    const client = new TestClient(t.url);
    await signInWithBearer(client, account);
    const put = async (background: string) => {
      const body = await sharp({ create: { width: 300, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
      const res = await client.request('PUT', '/api/account/profile-image', {
        body,
        headers: { 'content-type': 'image/png' },
      });
      expect(res.status).toBe(200);
      return res.body.profileImage as string;
    };
    const asText = await client.request('PUT', '/api/account/profile-image', {
      body: 'me.jpg',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBe(422);
    expect(asText.body.code).toBe('image_unreadable');
    const first = await put('#e67e22');
    const second = await put('#2980b9');
    expect(second).toMatch(/^\/media\/avatar\/[0-9a-f]{32}\.webp$/);
    expect((await fetch(t.url + first)).status).toBe(404);
    const served = await fetch(t.url + second);
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const owned = await t.database.db
      .select({ hash: mediaImages.hash })
      .from(mediaImages)
      .where(eq(mediaImages.ownerUserId, account.id));
    expect(owned).toEqual([{ hash: hashOf(second) }]);

    expect((await client.post('/api/account/delete', { password: account.password })).status).toBe(
      200,
    );
    expect((await fetch(t.url + second)).status).toBe(404);
    expect(await rows('avatar', hashOf(second))).toBe(0);
  });
});

describe('photos an older version kept on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-media-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('are imported once under their old addresses', async () => {
    const hash = 'a'.repeat(32);
    const image = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#000' },
    })
      .webp()
      .toBuffer();
    await mkdir(join(dir, 'merchandise'), { recursive: true });
    await writeFile(join(dir, 'merchandise', `${hash}.webp`), image);
    await writeFile(join(dir, 'merchandise', `${hash}-thumb.webp`), image);
    await writeFile(join(dir, 'merchandise', 'notes.txt'), 'not a photo');
    const log = pino({ level: 'silent' });

    expect(await importMediaFolder(t.database.db, dir, log)).toBe(1);
    expect(await importMediaFolder(t.database.db, dir, log)).toBe(0);
    const served = await fetch(`${t.url}/media/merchandise/${hash}-thumb.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    expect(await importMediaFolder(t.database.db, join(dir, 'missing'), log)).toBe(0);
  });
});
