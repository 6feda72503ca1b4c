import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Description, JsonSchema, Operation } from './description.ts';

/** One way a request body fails the description: the field (dotted path, `body` for the whole) and why. */
export interface BodyProblem {
  field: string;
  message: string;
}

const COMPONENTS_ID = 'platform-api-components';

/** Points the description's local `#/components/…` references at the registered components document. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${COMPONENTS_ID}${inner}` : rebase(inner),
    ]),
  );
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) path.push(params.missingProperty);
  if (params.additionalProperty) path.push(params.additionalProperty);
  return path.length ? path.join('.') : 'body';
}

function formatsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatsOf(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'format' && typeof inner === 'string') found.add(inner);
      else formatsOf(inner, found);
    }
  return found;
}

/**
 * Request bodies checked against the description (OpenAPI 3.1, so JSON Schema 2020-12). Validators
 * are compiled per operation on first use; the description's vendor keywords (`discriminator`,
 * `example`) are annotations here, so strict mode is off.
 */
export function createBodyValidator(description: Description) {
  const compiled = new Map<string, ValidateFunction>();
  let ajv: Ajv2020 | null = null;
  /**
   * Built on the first body to check, not when the host starts: registering the 1 078 schemas costs
   * a few hundred ms that an integration calling no write operation should not pay. The description
   * is trusted (it is the published one), so it is not checked against the meta-schema.
   */
  function engine(): Ajv2020 {
    if (ajv) return ajv;
    ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, validateSchema: false });
    addFormats.default(ajv);
    // The description's own formats (`emoji`, `icon`, …) name presentation rules the platform checks
    // elsewhere; they are accepted as any string rather than warned about on every compile.
    for (const format of formatsOf(description.components)) if (!ajv.formats[format]) ajv.addFormat(format, true);
    ajv.addSchema({ $id: COMPONENTS_ID, components: rebase(description.components) } as JsonSchema);
    return ajv;
  }

  return {
    /** The problems of `body` for `operation`, empty when it conforms (or the operation takes no body). */
    check(operation: Operation, body: unknown, present: boolean): BodyProblem[] {
      if (!operation.bodySchema) return [];
      if (!present) return operation.bodyRequired ? [{ field: 'body', message: 'a JSON body is required' }] : [];
      let validate = compiled.get(operation.operationId);
      if (!validate) {
        validate = engine().compile(rebase(operation.bodySchema) as JsonSchema);
        compiled.set(operation.operationId, validate);
      }
      if (validate(body)) return [];
      const seen = new Set<string>();
      const problems: BodyProblem[] = [];
      for (const error of validate.errors ?? []) {
        const problem = { field: fieldOf(error), message: error.message ?? 'is not valid' };
        const key = `${problem.field}:${problem.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(problem);
      }
      return problems.slice(0, 5);
    },
  };
}

export type BodyValidator = ReturnType<typeof createBodyValidator>;
