import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SDK_DIR } from '../../paths.ts';

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
      const operation = raw as { operationId?: string; tags?: string[]; requestBody?: unknown };
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
