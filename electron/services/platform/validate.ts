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

    /**
     * The problems of the query string for `operation`: a required parameter missing, or a value its
     * schema refuses. Values travel as text (`?limit=10&metadata=true`, an array as the same name
     * repeated), so each is tried as the text, a number, a boolean and an array before it is refused.
     * Parameters the operation does not define are left alone, as the platform leaves them.
     */
    checkQuery(operation: Operation, query: URLSearchParams): BodyProblem[] {
      const problems: BodyProblem[] = [];
      for (const parameter of operation.query) {
        const values = query.getAll(parameter.name);
        if (!values.length) {
          if (parameter.required) problems.push({ field: `query.${parameter.name}`, message: 'is required' });
          continue;
        }
        const key = `${operation.operationId}?${parameter.name}`;
        let validate = compiled.get(key);
        if (!validate) {
          validate = engine().compile(rebase(parameter.schema) as JsonSchema);
          compiled.set(key, validate);
        }
        const refusals: ErrorObject[] = [];
        let accepted = false;
        for (const value of readings(values)) {
          if ((accepted = validate(value))) break;
          if (validate.errors?.[0]) refusals.push(validate.errors[0]);
        }
        if (accepted) continue;
        // The reading that got past the type says most ("2000" as a number: above the maximum);
        // otherwise the value as it was written (a wrong type for every reading).
        const error = refusals.find((refusal) => refusal.keyword !== 'type') ?? refusals[0];
        const where = error && error.instancePath ? `${fieldOf(error)} ` : '';
        problems.push({
          field: `query.${parameter.name}`,
          message: `${JSON.stringify(values.length === 1 ? values[0] : values)}: ${where}${error?.message ?? 'is not valid'}`,
        });
      }
      return problems.slice(0, 5);
    },
  };
}

/** A query value written as text read as what it may stand for: a number, a boolean, or the text. */
function typed(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/**
 * What a parameter's values may stand for, the way they were written first: one value as the text,
 * then typed; any values as a list of texts, then of typed items (an array parameter repeats its name).
 */
function readings(values: string[]): unknown[] {
  const lists = [values, values.map(typed)];
  return values.length === 1 ? [values[0], typed(values[0]!), ...lists] : lists;
}
