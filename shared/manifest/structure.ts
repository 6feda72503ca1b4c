import type { ErrorObject } from 'ajv';
import { validate } from './generated/structure-validator.ts';

export type StructureError = ErrorObject & { parentSchema?: Record<string, unknown>; schema?: unknown };

/** The JSON Schema's verdict on a parsed manifest: every error (allErrors), each with its schema (verbose). */
export function checkStructure(data: unknown): StructureError[] {
  return validate(data) ? [] : ((validate as unknown as { errors: StructureError[] }).errors ?? []);
}
