import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SDK_DIR } from '../../lib/paths.ts';

/** The platform's API description the client is generated from; the emulator routes and validates with it. */
export const DESCRIPTION_PATH = join(SDK_DIR, 'api-client', 'openapi.json');

export type JsonSchema = Record<string, unknown>;

export interface Description {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** One operation of the description: what the router matches and the validator checks. */
export interface Operation {
  operationId: string;
  method: string;
  /** The description's template, e.g. `/spaces/{spaceId}/content`. */
  path: string;
  tags: string[];
  /** Path segments; a parameter is `{name}`. */
  segments: string[];
  /** The JSON body's schema, when the operation takes one. */
  bodySchema: JsonSchema | null;
  bodyRequired: boolean;
  /** The query parameters it defines (its own and its path's), as the description gives them. */
  query: QueryParameter[];
}

/** A query parameter of an operation: `?name=value` (repeated for an array, the description's default form style). */
export interface QueryParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface RawParameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** An operation's query parameters: the path item's, then its own (which win on the same name). */
function queryOf(description: Description, shared: unknown, own: unknown): QueryParameter[] {
  const byName = new Map<string, QueryParameter>();
  for (const list of [shared, own]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolveRef(description, raw as RawParameter);
      if (parameter?.in !== 'query' || !parameter.name) continue;
      byName.set(parameter.name, { name: parameter.name, required: parameter.required === true, schema: parameter.schema ?? {} });
    }
  }
  return [...byName.values()];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function resolveRef<T>(description: Description, value: T): T {
  const ref = (value as { $ref?: unknown } | null)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  let node: unknown = description;
  for (const key of ref.slice(2).split('/')) node = (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as T;
}

/** Every operation of a description, in the description's order. */
export function operationsOf(description: Description): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const operation = raw as { operationId?: string; tags?: string[]; requestBody?: unknown; parameters?: unknown };
      if (!operation.operationId) continue;
      const requestBody = resolveRef(description, operation.requestBody) as
        { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tags: operation.tags ?? [],
        segments: path.split('/').filter(Boolean),
        bodySchema: requestBody?.content?.['application/json']?.schema ?? null,
        bodyRequired: requestBody?.required === true,
        query: queryOf(description, (item as { parameters?: unknown }).parameters, operation.parameters),
      });
    }
  }
  return operations;
}

let cached: Description | null = null;
/** The description shipped with the SDK, read once. */
export function loadDescription(): Description {
  cached ??= JSON.parse(readFileSync(DESCRIPTION_PATH, 'utf8')) as Description;
  return cached;
}
