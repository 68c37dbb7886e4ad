/**
 * Bad requests derived from the api's own OpenAPI document (which is generated from the
 * contracts): for every operation, a well-formed request is built from its schemas and then
 * broken one way at a time — a required field missing, a field of the wrong JSON type, a value
 * just outside its bounds, an unknown enum value, hostile strings, mass-assignment and
 * prototype-pollution keys, a broken envelope, odd path and query parameters.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/orders/{id}. */
  path: string;
  body: JsonSchema | null;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
}

export interface BadRequest {
  /** What was broken, for the failure message. */
  label: string;
  path: string;
  /** Raw body text; undefined sends no body. */
  body?: string;
  contentType?: string;
  /** Must be refused (4xx): a loose reading would reach a row the client did not name. */
  mustRefuse?: boolean;
}

type Document = {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export function readOperations(doc: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const parameters: any[] = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        body: schema ? resolve(doc, schema) : null,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: resolve(doc, p.schema) })),
      });
    }
  }
  return operations;
}

/** Inlines every $ref so that the generators below see plain schemas. */
function resolve(doc: Document, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 12) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolve(doc, s, depth + 1));
  }
  return out;
}

function types(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(types);
  return [];
}

/** The smallest value the schema accepts, as far as its JSON Schema says. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length && !schema.type) return sampleOf(alternatives[0]!);
  const kinds = types(schema).filter((t) => t !== 'null');
  switch (kinds[0]) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        value[key] = sampleOf(schema.properties?.[key] ?? {});
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number': {
      if (schema.minimum !== undefined) return Math.ceil(schema.minimum);
      if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
      return 1;
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return 'x';
  }
}

interface Field {
  /** Where the field sits in the sample body, e.g. ['items', 0, 'quantity']. */
  at: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** The fields of an object schema, one level into objects and the first element of arrays. */
function fieldsOf(schema: JsonSchema, at: (string | number)[] = [], depth = 0): Field[] {
  if (depth > 2) return [];
  const fields: Field[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const here = [...at, key];
    fields.push({ at: here, schema: child, required: (schema.required ?? []).includes(key) });
    if (child.properties) fields.push(...fieldsOf(child, here, depth + 1));
    if (child.items?.properties && (child.minItems ?? 0) > 0) {
      fields.push(...fieldsOf(child.items, [...here, 0], depth + 1));
    }
  }
  return fields;
}

function withValue(base: unknown, at: (string | number)[], value: unknown, remove = false) {
  const copy = structuredClone(base) as any;
  let node = copy;
  for (const step of at.slice(0, -1)) {
    if (node[step] === undefined || node[step] === null) node[step] = {};
    node = node[step];
  }
  const last = at[at.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const WRONG_TYPES: Record<string, unknown> = {
  string: 'not-the-right-type',
  number: 12345,
  boolean: true,
  array: [1, 'two'],
  object: { nested: true },
  null: null,
};

const HOSTILE_STRINGS: Record<string, string> = {
  '10 KB string': 'x'.repeat(10 * 1024),
  'NUL byte': 'abc\u0000def',
  'lone surrogate': 'abc\ud800def',
  'right-to-left and zero-width': '\u202eevil\u200bname',
  'SQL and HTML': `'; drop table users; -- <script>alert(1)</script>`,
  'whitespace only': '   ',
  emoji: '🍕🍕🍕',
};

function valuesOutside(schema: JsonSchema): [string, unknown][] {
  const out: [string, unknown][] = [];
  const kinds = types(schema);
  if (kinds.includes('integer') || kinds.includes('number')) {
    if (schema.minimum !== undefined) out.push(['below minimum', schema.minimum - 1]);
    if (schema.exclusiveMinimum !== undefined)
      out.push(['at exclusive minimum', schema.exclusiveMinimum]);
    if (schema.maximum !== undefined) out.push(['above maximum', schema.maximum + 1]);
    if (kinds.includes('integer')) out.push(['fraction', 1.5]);
    out.push(['1e309 as text', '1e309'], ['NaN as text', 'NaN'], ['2^53+1', 2 ** 53 + 1]);
    out.push(['negative', -1], ['-0', -0]);
  }
  if (kinds.includes('string')) {
    if ((schema.minLength ?? 0) > 0)
      out.push(['below minLength', 'a'.repeat(schema.minLength! - 1)]);
    if (schema.maxLength !== undefined)
      out.push(['above maxLength', 'a'.repeat(schema.maxLength + 1)]);
    if (schema.enum) out.push(['outside the enum', 'not-one-of-them']);
    for (const [label, value] of Object.entries(HOSTILE_STRINGS)) out.push([label, value]);
  }
  if (kinds.includes('array')) {
    if ((schema.minItems ?? 0) > 0) out.push(['below minItems', []]);
    if (schema.maxItems !== undefined) {
      out.push([
        'above maxItems',
        Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items ?? {})),
      ]);
    }
    out.push(['10,000 elements', Array.from({ length: 10_000 }, () => 1)]);
  }
  return out;
}

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Every bad body for one operation, built around a sample that the schema accepts. */
export function badBodies(op: Operation, path: string): BadRequest[] {
  if (!op.body) return [];
  const sample = sampleOf(op.body);
  const cases: BadRequest[] = [];
  const json = (label: string, value: unknown) =>
    cases.push({ label, path, body: JSON.stringify(value), contentType: 'application/json' });

  for (const field of fieldsOf(op.body)) {
    const name = field.at.join('.');
    if (field.required) json(`${name}: missing`, withValue(sample, field.at, undefined, true));
    const accepted = types(field.schema);
    for (const [type, value] of Object.entries(WRONG_TYPES)) {
      const fits =
        accepted.includes(type) ||
        (type === 'number' && accepted.includes('integer')) ||
        accepted.length === 0;
      if (!fits)
        json(
          `${name}: ${type} instead of ${accepted.join('|')}`,
          withValue(sample, field.at, value),
        );
    }
    for (const [label, value] of valuesOutside(field.schema)) {
      json(`${name}: ${label}`, withValue(sample, field.at, value));
    }
  }

  const base = typeof sample === 'object' && sample && !Array.isArray(sample) ? sample : {};
  json('mass assignment: role, status, userId, price, paid', {
    ...base,
    role: 'admin',
    status: 'paid',
    userId: 1,
    price: 0.01,
    paymentStatus: 'paid',
  });
  const text = JSON.stringify(base);
  const withKeys = (extra: string) =>
    text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
  cases.push({
    label: 'prototype pollution: __proto__',
    path,
    body: withKeys('"__proto__":{"role":"admin","isAdmin":true}'),
    contentType: 'application/json',
  });
  cases.push({
    label: 'NUL byte in a key',
    path,
    body: withKeys('"na\\u0000me":"x"'),
    contentType: 'application/json',
  });
  cases.push({
    label: 'prototype pollution: constructor.prototype',
    path,
    body: withKeys('"constructor":{"prototype":{"role":"admin"}}'),
    contentType: 'application/json',
  });
  for (const [label, value] of Object.entries(WRONG_TYPES)) {
    if (label !== 'object') json(`whole body: ${label}`, value);
  }
  cases.push({
    label: 'envelope: truncated JSON',
    path,
    body: text.slice(0, -1) || '{',
    contentType: 'application/json',
  });
  cases.push({
    label: 'envelope: trailing comma',
    path,
    body: withKeys('"x":1,'),
    contentType: 'application/json',
  });
  cases.push({
    label: 'envelope: byte order mark',
    path,
    body: `\ufeff${text}`,
    contentType: 'application/json',
  });
  cases.push({ label: 'envelope: text/plain', path, body: text, contentType: 'text/plain' });
  cases.push({ label: 'envelope: no content type', path, body: text });
  cases.push({
    label: 'envelope: 1,000 levels of nesting',
    path,
    body: nested(1000),
    contentType: 'application/json',
  });
  cases.push({
    label: 'envelope: over the body limit',
    path,
    body: JSON.stringify({ ...base, padding: 'x'.repeat(200 * 1024) }),
    contentType: 'application/json',
  });
  return cases;
}

const ODD_PATH_VALUES: Record<string, string> = {
  'dot-dot': '..%2F..%2Fetc%2Fpasswd',
  'encoded slash': 'a%2Fb',
  '1,000 characters': 'x'.repeat(1000),
  negative: '-1',
  fraction: '1.5',
  'beyond 64 bits': '99999999999999999999999',
  SQL: "1'%20or%20'1'='1",
  'NUL byte': 'a%00b',
  unicode: '%F0%9F%8D%95',
};

/**
 * Ways to write the row number 1 that Number() accepts but an id is not: each would reach row
 * 1 (which the seeded shop has) if a route read ids loosely, so each must be refused.
 */
const LOOSE_ID_VALUES: Record<string, string> = {
  hex: '0x1',
  'leading space': '%201',
  'trailing space': '1%20',
  plus: '%2B1',
  exponent: '1e0',
  'leading zero': '01',
  'decimal point': '1.0',
  binary: '0b1',
};

/** The operation's path with each parameter replaced by an odd value, one at a time. */
export function badPaths(op: Operation, fill: (name: string) => string): BadRequest[] {
  const sampleBody = op.body ? JSON.stringify(sampleOf(op.body)) : undefined;
  const cases: BadRequest[] = [];
  for (const param of op.pathParams) {
    const odd = param === 'id' ? { ...ODD_PATH_VALUES, ...LOOSE_ID_VALUES } : ODD_PATH_VALUES;
    for (const [label, value] of Object.entries(odd)) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === param ? value : encodeURIComponent(fill(name)),
      );
      cases.push({
        label: `path ${param}: ${label}`,
        path,
        body: sampleBody,
        contentType: 'application/json',
        // Every odd value of an id is refused; other parameters (slugs, page names) may match.
        mustRefuse: param === 'id',
      });
    }
  }
  return cases;
}

/** Query parameters missing, of the wrong kind, duplicated (HPP) and polluted. */
export function badQueries(op: Operation, path: string): BadRequest[] {
  if (op.query.length === 0) return [];
  const good = Object.fromEntries(op.query.map((q) => [q.name, String(sampleOf(q.schema))]));
  const qs = (params: [string, string][]) =>
    `${path}?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
  const cases: BadRequest[] = [];
  for (const q of op.query) {
    const others = Object.entries(good).filter(([k]) => k !== q.name);
    if (q.required) cases.push({ label: `query ${q.name}: missing`, path: qs(others) });
    for (const [label, value] of [
      ['text', 'not-a-number'],
      ['empty', ''],
      ['huge', '9'.repeat(400)],
      ['Infinity', 'Infinity'],
      ['10 KB', 'x'.repeat(10 * 1024)],
      ['NUL byte', 'a\u0000b'],
    ]) {
      cases.push({ label: `query ${q.name}: ${label}`, path: qs([...others, [q.name, value!]]) });
    }
    cases.push({
      label: `query ${q.name}: duplicated`,
      path: qs([...others, [q.name, good[q.name]!], [q.name, good[q.name]!]]),
    });
    cases.push({
      label: `query ${q.name}: bracketed`,
      path: qs([...others, [`${q.name}[]`, '1']]),
    });
  }
  cases.push({
    label: 'query: __proto__',
    path: qs([...Object.entries(good), ['__proto__[role]', 'admin']]),
  });
  return cases;
}
