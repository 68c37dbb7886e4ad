import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgliteDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ database: await createPgliteDatabase() });
});
afterAll(async () => {
  await app.close();
  await app.database.close();
});

it('serves the OpenAPI document generated from the contracts, equal to the committed api/openapi.json', async () => {
  const res = await app.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body.openapi).toBe('3.1.0');
  const committed = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'openapi.json'), 'utf8'),
  );
  // When this fails, the api changed: run `npm run openapi -w @shop/api` and commit the result.
  expect(res.body).toEqual(committed);
});
