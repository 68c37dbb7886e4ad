/**
 * Counts the SQL statements a process sends through node-postgres, by text and by whether they
 * went as named (prepared) statements, and writes them when the process ends. Loaded before the
 * shop with `node --import`; for the load tool's api processes:
 *
 *   LOAD_API_IMPORT=infra/load/count-statements.mjs LOAD_SCENARIO=platform-peak make load
 *
 * Each process writes `statements-<pid>.json` into COUNT_STATEMENTS_DIR (the system's
 * temporary folder by default) when it exits: `[{ calls, named, text }]`, the most frequent
 * first. Adds a little CPU per statement: not for the runs whose CPU is reported.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const named = typeof config === 'object' && config !== null && Boolean(config.name);
  const key = `${named ? 'named' : 'built'}\u0000${text.replace(/\s+/g, ' ').slice(0, 200)}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, ...rest);
};

function write() {
  const rows = [...counts]
    .map(([key, calls]) => {
      const [kind, text] = key.split('\u0000');
      return { calls, named: kind === 'named', text };
    })
    .sort((a, b) => b.calls - a.calls);
  const dir = process.env.COUNT_STATEMENTS_DIR ?? tmpdir();
  writeFileSync(join(dir, `statements-${process.pid}.json`), JSON.stringify(rows, null, 1));
}

process.on('exit', write);
