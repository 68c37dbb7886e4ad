/** The parts of an OpenAPI 3.1 document the API screen reads. */
export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

export interface Operation {
  method: string;
  path: string;
  summary: string;
  /** 'Public.', 'Any signed-in user.' or 'Roles: admin, staff.' */
  access: string;
  request: unknown | null;
  responses: { status: string; description: string; schema: unknown | null }[];
}

export interface OperationGroup {
  tag: string;
  operations: Operation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Inlines `#/components/schemas/X` references so a schema reads on its own; a schema that
 * refers to itself stops at the second visit.
 */
export function resolveRefs(schema: unknown, doc: OpenApiDocument, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, doc, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) return { $ref: name };
    return resolveRefs(doc.components?.schemas?.[name] ?? { $ref: name }, doc, [...seen, name]);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(v, doc, seen)]));
}

const jsonSchema = (content: Record<string, { schema?: unknown }> | undefined) =>
  content?.['application/json']?.schema ?? null;

/** The document's operations grouped by their first tag, groups and paths in order. */
export function groupOperations(doc: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = methods[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      const list = groups.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        access: op.description ?? '',
        request: op.requestBody ? jsonSchema(op.requestBody.content) : null,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => ({
          status,
          description: r.description ?? '',
          schema: jsonSchema(r.content),
        })),
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({ tag, operations }));
}
