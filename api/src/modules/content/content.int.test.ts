import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PageTexts, Review, Settings, parseOpeningHours } from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { catalogChanged, outboxCount, outboxRows } from '../../../test/catalog-helpers';
import { DEMO_OPENING_HOURS } from '../../seed/settings';
import { reviews } from './content.tables';

let t: SeededApp;

beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t?.stop();
});

async function pageTexts(page: string) {
  const res = await t.anonymous().get(`/api/page-texts/${page}`);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag')!, texts: PageTexts.parse(res.body) };
}

describe('GET /api/page-texts/:page', () => {
  it("answers a page's texts, key to text", async () => {
    const { texts } = await pageTexts('home');
    expect(texts.title).toBeTruthy();
    expect(texts.subtitle).toBeTruthy();
    expect(Object.keys((await pageTexts('about')).texts).sort()).toEqual([
      'community',
      'intro',
      'quality',
      'story',
      'title',
      'tradition',
    ]);
  });

  it('answers {} for a page without texts', async () => {
    const { texts, etag } = await pageTexts('no-such-page');
    expect(texts).toEqual({});
    const again = await t.anonymous().get('/api/page-texts/other-page', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it.each(['Home', 'a_b', 'x'.repeat(41), 'a%20b', 'caf%C3%A9'])(
    'answers 400 for the page name %s',
    async (page) => {
      const res = await t.anonymous().get(`/api/page-texts/${page}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown page');
    },
  );
});

describe('PUT /api/admin/page-texts/:page', () => {
  it('when an admin changes the home title, then the next read shows it with a new ETag', async () => {
    const before = await pageTexts('home');
    const eventsBefore = (await outboxRows(t.database.db, 'catalog.changed')).length;
    const kicksBefore = t.relayKicks();
    const admin = await t.signedInAs('admin');

    const res = await admin.put('/api/admin/page-texts/home', {
      title: 'Pizza, panini e pasta',
      newBanner: 'Now open on Sundays',
    });
    expect(res.status).toBe(200);
    const expected = {
      ...before.texts,
      title: 'Pizza, panini e pasta',
      newBanner: 'Now open on Sundays',
    };
    expect(PageTexts.parse(res.body)).toEqual(expected);

    const after = await t.anonymous().get('/api/page-texts/home', { 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(expected);
    expect(after.headers.get('etag')).not.toBe(before.etag);

    const events = await outboxRows(t.database.db, 'catalog.changed');
    expect(events.length).toBe(eventsBefore + 1);
    expect(events.at(-1)!.event).toMatchObject({ data: { resources: ['page-texts'] } });
    expect(t.relayKicks()).toBe(kicksBefore + 1);
  });

  it('creates the texts of a page that had none', async () => {
    const admin = await t.signedInAs('admin');
    await admin.put('/api/admin/page-texts/bar-menu', { title: 'Order from your table' });
    expect((await pageTexts('bar-menu')).texts).toEqual({ title: 'Order from your table' });
  });

  it.each([
    ['anonymous', null, 401],
    ['a customer', 'customer', 403],
    ['staff', 'staff', 403],
  ] as const)('refuses %s and changes nothing', async (_who, role, code) => {
    const before = await pageTexts('about');
    const outboxBefore = await outboxCount(t.database.db);
    const client = role ? await t.signedInAs(role) : t.anonymous();
    const res = await client.put('/api/admin/page-texts/about', { title: 'Hacked' });
    expect(res.status).toBe(code);
    expect(await pageTexts('about')).toEqual(before);
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);
  });

  it.each([
    ['a key longer than 60 characters', { ['k'.repeat(61)]: 'x' }, /Text key .* must be 1 to 60/],
    ['a key with spaces', { 'my title': 'x' }, /Text key "my title" must be/],
    ['a text longer than 2000 characters', { title: 'x'.repeat(2001) }, /at most 2000 characters/],
    ['a text that is not a string', { title: 42 }, /Each text must be a string/],
    ['no texts at all', {}, /Nothing to change/],
    ['a list', ['title'], /expected record/],
  ])(
    'answers 400 for %s with a clear message and changes nothing',
    async (_label, body, message) => {
      const before = await pageTexts('about');
      const outboxBefore = await outboxCount(t.database.db);
      const admin = await t.signedInAs('admin');
      const res = await admin.put('/api/admin/page-texts/about', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await pageTexts('about')).toEqual(before);
      expect(await outboxCount(t.database.db)).toBe(outboxBefore);
    },
  );

  it('answers 400 for a bad page name', async () => {
    const admin = await t.signedInAs('admin');
    const res = await admin.put('/api/admin/page-texts/About', { title: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown page');
  });
});

describe('GET /api/reviews', () => {
  it('answers the reviews newest first, with the fields the home page reads', async () => {
    const res = await t.anonymous().get('/api/reviews');
    expect(res.status).toBe(200);
    const list = z.array(Review).parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(res.body[0]).sort()).toEqual(
      ['created_at', 'customer_name', 'id', 'rating', 'review_text', 'source'].sort(),
    );
    const times = list.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.every((r) => new Date(r.created_at).toISOString() === r.created_at)).toBe(true);
    expect(new Set(list.map((r) => r.source))).toEqual(new Set(['google', 'website']));
  });

  it("when a 'catalog.changed' event for reviews arrives, then a new review shows first", async () => {
    await t.database.db.insert(reviews).values({
      customerName: 'Femke de Boer',
      rating: 5,
      reviewText: 'Best supplì outside Rome.',
      source: 'website',
    });
    expect((await t.anonymous().get('/api/reviews')).body[0].customer_name).not.toBe(
      'Femke de Boer',
    );
    await t.feed.publish(catalogChanged(['reviews']));
    expect((await t.anonymous().get('/api/reviews')).body[0].customer_name).toBe('Femke de Boer');
  });
});

describe('GET /api/settings', () => {
  it("answers the shop's address, phone, e-mail and opening hours as JSON text", async () => {
    const res = await t.anonymous().get('/api/settings');
    expect(res.status).toBe(200);
    const settings = Settings.parse(res.body);
    expect(settings.address).toContain('Amsterdam');
    expect(settings.phone).toBeTruthy();
    expect(settings.email).toContain('@');
    expect(parseOpeningHours(settings.openingHours)).toEqual(DEMO_OPENING_HOURS);
    const again = await t
      .anonymous()
      .get('/api/settings', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });
});
