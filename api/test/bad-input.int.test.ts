import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shop/contracts';
import { routePolicies, type RoutePolicy } from '../src/shared/http/route';
import {
  badBodies,
  badPaths,
  badQueries,
  readOperations,
  sampleOf,
  type BadRequest,
  type Operation,
} from './bad-input-cases';
import type { TestClient, TestResponse } from './http-client';
import { startSeededApp, type SeededApp } from './seeded-app';

/**
 * Every operation of the OpenAPI document, called with bad input by a caller who is allowed to
 * call it: each answer is a 4xx JSON error with a message and nothing internal, never a 5xx,
 * and a refused request changes no row in any table.
 */

let app: SeededApp;
let snapshotClient: pg.Client;
/** One query counting the rows of every table of the shop, built once: listing them is slow. */
let countRows: string;
let operations: Operation[];
const clients = new Map<string, TestClient>();

/** Statuses a refusal may have: a 4xx that names the fault, never a 5xx. */
const REFUSALS = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429]);

const PATH_VALUES: Record<string, string> = {
  id: '1',
  slug: 'bar-fiorella',
  page: 'home',
  customId: 'no-such-location',
};

beforeAll(async () => {
  app = await startSeededApp();
  snapshotClient = new pg.Client(app.database.url);
  await snapshotClient.connect();
  const doc = (await app.anonymous().get('/api/openapi.json')).body;
  operations = readOperations(doc);
  // Everyone signs in before the bad sign-ins below trip the per-address limit.
  for (const op of operations) await callerFor(op);
  const tables = await snapshotClient.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // The number of tables too, so that a table created later counts as a change.
  countRows = [
    `select '(tables)' as name, count(*)::int as n from pg_tables where schemaname = 'public'`,
    ...tables.rows.map((t) => `select '${t.name}' as name, count(*)::int as n from "${t.name}"`),
  ].join(' union all ');
}, 60_000);

afterAll(async () => {
  await snapshotClient?.end();
  await app?.stop();
});

function policyOf(op: Operation): RoutePolicy | undefined {
  const expressPath = op.path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, ':$1');
  return routePolicies.find((p) => p.method.toUpperCase() === op.method && p.path === expressPath);
}

/** A caller the route lets in, so that the input itself is what gets judged. */
async function callerFor(op: Operation): Promise<TestClient> {
  const access = policyOf(op)?.access ?? 'public';
  const role: Role | 'anonymous' =
    access === 'public'
      ? 'anonymous'
      : access === 'authenticated'
        ? 'customer'
        : ((['admin', 'staff', 'customer', 'driver'] as const).find((r) => access.includes(r)) ??
          'customer');
  // Signing out would end the shared session; those calls get a client of their own.
  const key = op.path.endsWith('/logout') ? `${role} ${op.path}` : role;
  let client = clients.get(key);
  if (!client) {
    client = role === 'anonymous' ? app.anonymous() : await app.signedInAs(role);
    clients.set(key, client);
  }
  return client;
}

/** Row counts of every table of the shop. */
async function snapshot(): Promise<Record<string, number>> {
  // A named statement: planned once by PostgreSQL, not for each of thousands of snapshots.
  const counts = await snapshotClient.query<{ name: string; n: number }>({
    name: 'count-rows',
    text: countRows,
  });
  return Object.fromEntries(counts.rows.map((r) => [r.name, r.n]));
}

function casesFor(op: Operation): BadRequest[] {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(PATH_VALUES[name] ?? '1'),
  );
  return [
    ...badBodies(op, path),
    ...badPaths(op, (n) => PATH_VALUES[n] ?? '1'),
    ...badQueries(op, path),
  ];
}

interface Finding {
  operation: string;
  label: string;
  status: number;
  problem: string;
}

function problemsWith(res: TestResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`answered ${res.status}`);
  if (res.status >= 400) {
    if (!REFUSALS.has(res.status)) problems.push(`unexpected status ${res.status}`);
    if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) {
      problems.push('error is not JSON');
    } else if (typeof res.body?.message !== 'string' || res.body.message.trim() === '') {
      problems.push('error has no message');
    }
  }
  if (
    /\n\s+at [\w.<>]+ \(|node_modules|\/src\/|ECONNREFUSED|syntax error at or near|violates .* constraint/i.test(
      res.text,
    )
  ) {
    problems.push('leaks internals');
  }
  return problems;
}

/** Sends one request and says what is wrong with the answer itself, if anything. */
async function send(
  op: Operation,
  bad: BadRequest,
): Promise<{ refused: boolean; finding: (problem: string) => Finding; problems: string[] }> {
  const client = await callerFor(op);
  const headers: Record<string, string> = {};
  if (bad.contentType) headers['content-type'] = bad.contentType;
  const res = await client.request(op.method, bad.path, {
    ...(bad.body !== undefined && op.method !== 'GET' ? { body: bad.body } : {}),
    headers,
  });
  const problems = problemsWith(res);
  if (bad.mustRefuse && res.status < 400) problems.push('accepted');
  const operation = `${op.method} ${op.path}`;
  return {
    refused: res.status >= 400,
    problems,
    finding: (problem) => ({ operation, label: bad.label, status: res.status, problem }),
  };
}

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter((t) => after[t] !== before[t]);

/** One request with the tables counted around it: a refusal must leave every count as it was. */
async function judge(
  op: Operation,
  bad: BadRequest,
): Promise<{ refused: boolean; findings: Finding[] }> {
  const before = await snapshot();
  const verdict = await send(op, bad);
  const problems = [...verdict.problems];
  if (verdict.refused) {
    const changed = changedTables(before, await snapshot());
    if (changed.length > 0) problems.push(`refused but changed ${changed.join(', ')}`);
  }
  return { refused: verdict.refused, findings: problems.map(verdict.finding) };
}

/**
 * All of an operation's requests, with the tables counted once around them: when every one
 * was refused, the counts must not have moved. Counting around each request is what takes the
 * time, so only an operation that accepted something (and may write) is sent again request by
 * request to tell its refusals' writes from its acceptances'.
 */
async function judgeAll(
  op: Operation,
  cases: BadRequest[],
): Promise<{ sent: number; refused: number; findings: Finding[] }> {
  const before = await snapshot();
  const findings: Finding[] = [];
  let refused = 0;
  for (const bad of cases) {
    const verdict = await send(op, bad);
    if (verdict.refused) refused++;
    findings.push(...verdict.problems.map(verdict.finding));
  }
  if (refused === cases.length) {
    const changed = changedTables(before, await snapshot());
    if (changed.length > 0) {
      findings.push({
        operation: `${op.method} ${op.path}`,
        label: `${cases.length} refused requests`,
        status: 0,
        problem: `refused but changed ${changed.join(', ')}`,
      });
    }
    return { sent: cases.length, refused, findings };
  }
  for (const bad of cases) {
    // The answers were judged above; this pass only looks for a refusal that wrote.
    const again = await judge(op, bad);
    findings.push(...again.findings.filter((f) => f.problem.startsWith('refused but changed')));
  }
  return { sent: cases.length, refused, findings };
}

const described = (findings: Finding[]) =>
  findings.map((f) => `${f.operation} [${f.label}] ${f.status}: ${f.problem}`);

describe('bad input on every operation of the OpenAPI document', () => {
  it('covers every operation the api serves', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    const unmatched = operations
      .filter((op) => !policyOf(op))
      .map((op) => `${op.method} ${op.path}`);
    // Every documented operation has its access rule, so it is called by a caller it admits.
    expect(unmatched).toEqual([]);
  });

  it('refuses each bad request with a 4xx JSON message, never a 5xx, and writes nothing', async () => {
    const findings: Finding[] = [];
    let sent = 0;
    let refused = 0;
    for (const op of operations) {
      const verdict = await judgeAll(op, casesFor(op));
      sent += verdict.sent;
      refused += verdict.refused;
      findings.push(...verdict.findings);
    }
    console.log(
      `bad input: ${sent} requests over ${operations.length} operations, ${refused} refused`,
    );
    expect(described(findings)).toEqual([]);
    expect(refused).toBeGreaterThan(sent * 0.8);
  }, 600_000);

  it('answers random bodies built on each schema without a 5xx (fast-check)', async () => {
    const withBody = operations.filter((op) => op.body);
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const runs = Number(process.env.FUZZ_RUNS ?? 25);
    const findings: Finding[] = [];
    for (const op of withBody) {
      const before = findings.length;
      const sample = sampleOf(op.body!);
      const names = Object.keys(op.body!.properties ?? {});
      const mutation = fc.oneof(
        fc.jsonValue(),
        names.length > 0
          ? fc.dictionary(fc.constantFrom(...names), fc.jsonValue(), { maxKeys: 4 })
          : fc.constant({}),
      );
      await fc
        .assert(
          fc.asyncProperty(mutation, async (change) => {
            const body =
              change &&
              typeof change === 'object' &&
              !Array.isArray(change) &&
              sample &&
              typeof sample === 'object'
                ? { ...(sample as object), ...change }
                : change;
            const path = op.path.replace(/\{([^}]+)\}/g, (_, n: string) => PATH_VALUES[n] ?? '1');
            const verdict = await judge(op, {
              label: `random ${JSON.stringify(body).slice(0, 120)}`,
              path,
              body: JSON.stringify(body),
              contentType: 'application/json',
            });
            findings.push(...verdict.findings);
            return verdict.findings.length === 0;
          }),
          { seed, numRuns: runs, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A wrong answer is already recorded with its body; anything else is recorded here.
          if (findings.length === before) {
            const operation = `${op.method} ${op.path}`;
            findings.push({ operation, label: 'random', status: 0, problem: String(error) });
          }
        });
    }
    console.log(`random bodies: ${withBody.length} operations x ${runs} runs, seed ${seed}`);
    expect(described(findings)).toEqual([]);
  }, 600_000);
});
