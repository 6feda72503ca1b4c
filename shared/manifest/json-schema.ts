import { z } from 'zod';
import { Manifest } from './schema.ts';

/**
 * The manifest's JSON Schema (draft 2020-12), generated from the zod schema: monaco-yaml uses it for
 * completion, hover docs (the `.describe()` texts) and markers; the structure validator is compiled from it.
 * `io: 'input'` so fields with a default (visibility) are optional, as in the YAML people write.
 */
export const manifestJsonSchema = z.toJSONSchema(Manifest, { io: 'input' }) as Record<string, unknown>;
