import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Diagnostic } from '../api/manifest.ts';
import { Locator, pointerSegments, toPointer, type Anchor } from './positions.ts';
import { CONFIGURATION_SECTIONS, NAME_PATTERN, type Manifest } from './schema.ts';
import { INTERNAL_SCOPES } from './scopes.ts';
import { checkStructure, type StructureError } from './structure.ts';
import { didYouMean, listOf, show } from './suggest.ts';

export interface ValidateOptions {
  /**
   * Names of the other integrations the studio knows, each with where it comes from (shown in the
   * message). The caller excludes the integration being validated.
   */
  knownNames?: ReadonlyMap<string, string>;
  /**
   * The selected secrets that got no value in the folder, by secret name, each with its problem
   * (the studio's resolver decides: variables, trust, 1Password); without it secrets are not checked.
   */
  unresolvedSecrets?: Readonly<Record<string, SecretProblem>>;
  /** The selected `envs` entry (`--env NAME`): its secrets are the ones `unresolvedSecrets` names. */
  environment?: string | null;
}

export interface ParsedManifest {
  document: Document;
  locator: Locator;
  /** The YAML as plain data (undefined when the text is not YAML at all). */
  data: unknown;
}

export interface ValidationResult extends ParsedManifest {
  diagnostics: Diagnostic[];
  /** The manifest when it has no error (warnings allowed), else null. */
  manifest: Manifest | null;
}

type Emit = (severity: Diagnostic['severity'], code: string, path: string, message: string, anchor?: Anchor) => void;

/** The `yaml` parser's error as a sentence that says what is wrong and what to do. */
export function yamlSyntaxSentence(code: string, raw: string): string {
  const said = raw.replace(/\s+at line \d+, column \d+[\s\S]*$/, '').replace(/\.$/, '');
  if (/Nested mappings are not allowed in compact mappings/.test(said))
    return 'A value here looks like a second `key: value` on the same line: put the value in quotes (e.g. `title: "a: b"`), or move it to its own line.';
  if (/end with a [\]}]/.test(said)) return 'A list or mapping written with brackets is not closed: add the closing bracket.';
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'This line is indented with a tab: YAML indents with spaces only.';
    case 'MISSING_CHAR':
      if (/quote/i.test(said)) return 'A quoted value is never closed: add the closing quote, or remove the opening one.';
      if (/\]|\}/.test(said))
        return `A list or mapping written with brackets is not closed: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
      break;
    case 'MULTILINE_IMPLICIT_KEY':
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'A key runs over more than one line: check the indentation of this line and the one above, or quote the value.';
    case 'BAD_INDENT':
    case 'MISSING_INDENT':
      return "This line's indentation does not fit its neighbours: align it with the other keys of its mapping.";
    case 'UNEXPECTED_TOKEN':
      return `Something here is not YAML: ${said.charAt(0).toLowerCase()}${said.slice(1)}. A value holding a colon or a # is written in quotes.`;
  }
  return `The YAML cannot be read here: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
}

/**
 * `name: x` followed by a more indented `  bad: …`: the parser reads `x bad` as one key and
 * complains at `x`, but what is wrong is the indented line. Null when the `key:` that made the
 * parser complain is on the value's own line (`title: a: b`), which the generic sentence covers.
 */
function nestedUnderValue(text: string, valueAt: number): { at: [number, number]; parentAt: number; message: string } | null {
  const colon = /:(?=[ \t\r\n]|$)/g;
  colon.lastIndex = valueAt;
  const found = colon.exec(text);
  if (!found || !text.slice(valueAt, found.index).includes('\n')) return null;
  const lineStart = text.lastIndexOf('\n', found.index) + 1;
  const keyAt = lineStart + (/^[ \t]*/.exec(text.slice(lineStart))?.[0].length ?? 0);
  const parentLineStart = text.lastIndexOf('\n', valueAt - 1) + 1;
  const parentAt = parentLineStart + (/^[ \t]*(- )?/.exec(text.slice(parentLineStart))?.[0].length ?? 0);
  const parent = text.slice(parentAt, valueAt).replace(/:\s*$/, '');
  const key = text.slice(keyAt, found.index);
  const value = text.slice(valueAt, text.indexOf('\n', valueAt)).trim();
  return {
    at: [keyAt, found.index],
    parentAt,
    message: `\`${key}\` is indented under \`${parent}\`, which already has a value (\`${value}\`) on its line: align \`${key}\` with \`${parent}\` to make it a key of its own, or move the value off \`${parent}\`'s line to nest it.`,
  };
}

/** Parses manifest text; YAML errors never throw, they come back as diagnostics. */
export function parseManifest(text: string): ParsedManifest & { diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const locator = new Locator(document, lines);
  const diagnostics: Diagnostic[] = [];
  let syntaxReported = false;
  for (const error of document.errors) {
    const duplicate = error.code === 'DUPLICATE_KEY';
    // After the first syntax error the parser's later complaints are its consequences: one marker, where it starts.
    if (!duplicate && syntaxReported) continue;
    syntaxReported ||= !duplicate;
    // An unclosed quote is reported at the end of the text; the marker belongs where the quote opens.
    const quote = !duplicate && error.code === 'MISSING_CHAR' ? /closing (["'])/.exec(error.message)?.[1] : undefined;
    const opened = quote ? text.lastIndexOf(quote, error.pos[0] - 1) : -1;
    const nested = !duplicate && /Nested mappings are not allowed/.test(error.message) ? nestedUnderValue(text, error.pos[0]) : null;
    const at: [number, number] = nested ? nested.at : opened >= 0 ? [opened, opened + 1] : [error.pos[0], error.pos[1]];
    const path = locator.pointerAt(nested ? nested.parentAt : at[0]);
    const message = duplicate
      ? `The key \`${pointerSegments(path).at(-1) ?? text.slice(error.pos[0], error.pos[1])}\` appears twice in the same mapping; keep one.`
      : nested
        ? nested.message
        : yamlSyntaxSentence(error.code, error.message);
    diagnostics.push({
      severity: 'error',
      code: duplicate ? 'duplicate-key' : 'yaml-syntax',
      path,
      ...locator.spanOf(at[0], at[1]),
      message,
    });
  }
  for (const warning of document.warnings) {
    diagnostics.push({
      severity: 'warning',
      code: 'yaml-warning',
      path: locator.pointerAt(warning.pos[0]),
      ...locator.spanOf(warning.pos[0], warning.pos[1]),
      message: `YAML: ${warning.message}`,
    });
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // e.g. an alias bomb or an alias to nothing: the text is YAML the studio refuses to expand.
    diagnostics.push({
      severity: 'error',
      code: 'yaml-syntax',
      path: '',
      ...locator.locate(''),
      message: `YAML: ${(error as Error).message}`,
    });
  }
  return { document, locator, data, diagnostics };
}

const FIELD_CODES: [RegExp, Partial<Record<string, string>>][] = [
  [/^\/scopes\/\d+$/, { enum: 'unknown-scope' }],
  [/^\/categories\/\d+$/, { enum: 'unknown-category' }],
  [/^\/name$/, { pattern: 'invalid-name' }],
  [/^(\/envs\/[^/]+)?\/secrets\/[^/]+$/, { pattern: 'invalid-secret-reference' }],
  [/^\/configurations\/[^/]+\/properties\/[^/]+\/default$/, { type: 'default-type-mismatch' }],
];
const GENERIC_CODES: Record<string, string> = {
  required: 'missing-required',
  additionalProperties: 'unknown-key',
  enum: 'invalid-value',
  type: 'invalid-type',
  format: 'invalid-url',
  pattern: 'invalid-format',
  maxLength: 'too-long',
  maxItems: 'too-many',
  minLength: 'empty-value',
  minItems: 'empty-value',
  discriminator: 'invalid-property-type',
  anyOf: 'invalid-type',
  oneOf: 'invalid-type',
};

function codeFor(error: StructureError, path: string): string {
  for (const [pattern, codes] of FIELD_CODES) if (pattern.test(path) && codes[error.keyword]) return codes[error.keyword]!;
  // A minimum above one is a limit of the platform (a block title of 2 characters), not a field left empty.
  if (error.keyword === 'minLength' && Number(error.params.limit) > 1) return 'too-short';
  return GENERIC_CODES[error.keyword] ?? 'schema';
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : `a ${typeof value}`;
const expectedType = (type: string) => ({ object: 'a mapping', array: 'a list', integer: 'a whole number' })[type] ?? `a ${type}`;
const fieldName = (path: string) => `\`${pointerSegments(path).at(-1) ?? 'manifest'}\``;
const describedAs = (schema: unknown) => {
  const description = (schema as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' ? ` (${description.replace(/\.$/, '')})` : '';
};

function structureDiagnostic(error: StructureError, emit: Emit): void {
  const parent = error.parentSchema as { properties?: Record<string, unknown>; type?: unknown; description?: string } | undefined;
  switch (error.keyword) {
    case 'required': {
      const key = String(error.params.missingProperty);
      const path = `${error.instancePath}/${key}`;
      return emit('error', codeFor(error, path), path, `\`${key}\` is required${describedAs(parent?.properties?.[key])}.`);
    }
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const path = `${error.instancePath}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      const allowed = Object.keys(parent?.properties ?? {});
      return emit(
        'error',
        'unknown-key',
        path,
        `\`${key}\` is not a field here.${didYouMean(key, allowed)} Allowed: ${listOf(allowed)}.`,
        'key',
      );
    }
    case 'discriminator': {
      const tag = String(error.params.tag);
      if (error.params.error === 'tag' && error.data && typeof error.data === 'object' && !(tag in error.data)) {
        return emit(
          'error',
          'missing-required',
          `${error.instancePath}/${tag}`,
          `\`${tag}\` is required: one of \`string\`, \`number\`, \`boolean\`, \`button\`.`,
        );
      }
      const value = show(error.params.tagValue);
      const allowed = ['string', 'number', 'boolean', 'button'];
      return emit(
        'error',
        'invalid-property-type',
        `${error.instancePath}/${tag}`,
        `\`${value}\` is not a property type.${didYouMean(value, allowed)} Allowed: ${listOf(allowed)}.`,
      );
    }
  }
  // Past a list's limit the marker goes on the first entry too many, where the fix is.
  const path =
    error.keyword === 'maxItems' && Array.isArray(error.data) ? `${error.instancePath}/${String(error.params.limit)}` : error.instancePath;
  const code = codeFor(error, path);
  const value = error.data;
  let message: string;
  switch (error.keyword) {
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const what =
        code === 'unknown-scope' ? 'a known scope' : code === 'unknown-category' ? 'a known category' : `allowed for ${fieldName(path)}`;
      message = `\`${show(value)}\` is not ${what}.${didYouMean(show(value), allowed)} Allowed: ${listOf(allowed)}.`;
      break;
    }
    case 'type':
      message =
        code === 'default-type-mismatch'
          ? `\`default\` must be a ${String(error.params.type)}, like the property's \`type\`; got ${typeName(value)}.`
          : `${fieldName(path)} must be ${expectedType(String(error.params.type))}${describedAs(error.parentSchema)}; got ${typeName(value)}.`;
      break;
    case 'pattern':
      message =
        code === 'invalid-name'
          ? `\`${show(value)}\` is not a valid name: use lowercase letters, digits and single hyphens, e.g. \`${suggestName(show(value))}\`.`
          : code === 'invalid-secret-reference'
            ? `A secret must be a reference, \`\${{ env.NAME }}\`, so its value stays out of the manifest; got \`${show(value).slice(0, 40)}\`.`
            : `${fieldName(path)} must match \`${String(error.params.pattern)}\`.`;
      break;
    case 'format':
      message = `\`${show(value)}\` is not an absolute URL: write it with its scheme, e.g. \`https://example.com/docs\`.`;
      break;
    case 'maxLength':
      message = `${fieldName(path)} has ${[...show(value)].length} characters; at most ${String(error.params.limit)} are allowed (the platform refuses more at publish).`;
      break;
    case 'maxItems':
      message = `${fieldName(error.instancePath)} lists ${Array.isArray(value) ? value.length : '?'} entries; at most ${String(error.params.limit)} are allowed (the platform refuses more at publish).`;
      break;
    case 'minLength':
      message =
        code === 'too-short'
          ? `${fieldName(path)} has ${[...show(value)].length} character${[...show(value)].length === 1 ? '' : 's'}; at least ${String(error.params.limit)} are required (the platform refuses fewer at publish).`
          : `${fieldName(path)} must not be empty${describedAs(error.parentSchema)}.`;
      break;
    case 'minItems':
      message = `${fieldName(path)} must not be empty${describedAs(error.parentSchema)}.`;
      break;
    case 'anyOf':
    case 'oneOf':
      message = `${fieldName(path)} has the wrong shape${describedAs(error.parentSchema)}; got ${typeName(value)}.`;
      break;
    default:
      message = `${fieldName(path)} ${error.message ?? 'is invalid'}.`;
  }
  emit('error', code, path, message);
}

function suggestName(value: string): string {
  const name = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'my-integration';
}

/** Drops the per-branch errors under a failed anyOf/oneOf: the union's own error says it better. */
function withoutBranchNoise(errors: StructureError[]): StructureError[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf').map((error) => `${error.schemaPath}/`);
  return unions.length ? errors.filter((error) => !unions.some((prefix) => error.schemaPath.startsWith(prefix))) : errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rules JSON Schema cannot say: uniqueness, cross-references, scopes reserved to the platform, secrets to set. */
function semanticChecks(data: Record<string, unknown>, options: ValidateOptions, emit: Emit): void {
  if (typeof data.name === 'string' && /[A-Z]/.test(data.name) && new RegExp(NAME_PATTERN).test(data.name)) {
    emit(
      'warning',
      'name-not-lowercase',
      '/name',
      `Names should be lowercase letters, digits and single hyphens. Did you mean \`${data.name.toLowerCase()}\`?`,
    );
  }
  if (typeof data.name === 'string' && options.knownNames?.has(data.name)) {
    emit(
      'error',
      'duplicate-name',
      '/name',
      `Another integration the studio knows is already named \`${data.name}\` (${options.knownNames.get(data.name)}); names must be unique.`,
    );
  }
  if (Array.isArray(data.scopes)) {
    const seen = new Set<unknown>();
    data.scopes.forEach((scope, index) => {
      if (INTERNAL_SCOPES.includes(scope)) {
        emit(
          'warning',
          'internal-scope',
          `/scopes/${index}`,
          `\`${show(scope)}\` is an internal scope reserved to the platform's own integrations; a third-party integration cannot use it.`,
        );
      }
      if (seen.has(scope)) emit('warning', 'duplicate-scope', `/scopes/${index}`, `\`${show(scope)}\` is listed twice; once is enough.`);
      seen.add(scope);
    });
  }
  if (Array.isArray(data.blocks)) {
    const ids = new Map<unknown, number>();
    data.blocks.forEach((block, index) => {
      if (!isRecord(block) || typeof block.id !== 'string') return;
      if (ids.has(block.id)) {
        emit(
          'error',
          'duplicate-block-id',
          `/blocks/${index}/id`,
          `Block id \`${block.id}\` is already used by block ${ids.get(block.id)! + 1}; block ids must be unique.`,
        );
      } else ids.set(block.id, index);
    });
  }
  if (Array.isArray(data.contentSources)) {
    const ids = new Map<unknown, number>();
    data.contentSources.forEach((source, index) => {
      if (!isRecord(source) || typeof source.id !== 'string') return;
      if (ids.has(source.id)) {
        emit(
          'error',
          'duplicate-content-source-id',
          `/contentSources/${index}/id`,
          `Content source id \`${source.id}\` is already used by content source ${ids.get(source.id)! + 1}; content source ids must be unique.`,
        );
      } else ids.set(source.id, index);
    });
  }
  if (isRecord(data.configurations)) {
    for (const name of CONFIGURATION_SECTIONS) {
      const section = data.configurations[name];
      if (isRecord(section)) checkSection(section, `/configurations/${name}`, emit);
    }
  }
  const environment = options.environment ?? null;
  const envs = isRecord(data.envs) ? data.envs : {};
  if (environment !== null && !isRecord(envs[environment])) {
    const names = Object.keys(envs);
    emit(
      'error',
      'unknown-environment',
      names.length ? '/envs' : '',
      `The selected environment "${environment}" is not in \`envs\`${names.length ? ` (it has ${listOf(names)})` : ' (the manifest has none)'}: pick one of them or add \`envs.${environment}\`.`,
      names.length ? 'key' : 'value',
    );
  }
  if (options.unresolvedSecrets) {
    // As the platform's CLI spreads `envs[name]` over the manifest, an environment's secrets replace the top-level ones.
    const own = environment !== null && isRecord(envs[environment]) && isRecord(envs[environment].secrets);
    checkSecretsResolved(
      own ? (envs[environment!] as Record<string, unknown>).secrets : data.secrets,
      own ? ['envs', environment!, 'secrets'] : ['secrets'],
      options.unresolvedSecrets,
      emit,
    );
  }
}

function checkSection(section: Record<string, unknown>, path: string, emit: Emit): void {
  const hasProperties = 'properties' in section;
  if ('componentId' in section && (hasProperties || 'required' in section)) {
    emit(
      'error',
      'configuration-shape',
      `${path}/componentId`,
      'A configuration is either `properties` (with `required`) or a `componentId` that renders it, not both.',
      'key',
    );
  } else if (!('componentId' in section) && !hasProperties) {
    emit(
      'error',
      'configuration-shape',
      `${path}/properties`,
      'A configuration needs `properties` (the fields of the form) or a `componentId` (a component that renders it).',
    );
  }
  const properties = isRecord(section.properties) ? section.properties : {};
  if (Array.isArray(section.required)) {
    const defined = Object.keys(properties);
    section.required.forEach((name, index) => {
      if (typeof name === 'string' && !Object.hasOwn(properties, name)) {
        emit(
          'error',
          'undefined-required-property',
          `${path}/required/${index}`,
          `\`${name}\` is required but not defined in \`properties\`.${didYouMean(name, defined)}${defined.length ? ` Defined: ${listOf(defined)}.` : ''}`,
        );
      }
    });
  }
  for (const [name, property] of Object.entries(properties)) {
    if (!isRecord(property) || !Array.isArray(property.enum) || !('default' in property)) continue;
    if (!property.enum.includes(property.default)) {
      emit(
        'error',
        'default-not-in-enum',
        `${path}${toPointer(['properties', name, 'default'])}`,
        `\`default\` \`${show(property.default)}\` is not one of the property's \`enum\`: ${listOf(property.enum)}.`,
      );
    }
  }
}

/** Why a secret gets no value: a variable set nowhere (or withheld), or a 1Password item not read. */
export interface SecretProblem {
  code: 'secret-not-set' | 'secret-not-resolved';
  message: string;
}

function checkSecretsResolved(secrets: unknown, at: string[], unresolved: Readonly<Record<string, SecretProblem>>, emit: Emit): void {
  if (!isRecord(secrets)) return;
  for (const name of Object.keys(secrets)) {
    const problem = Object.hasOwn(unresolved, name) ? unresolved[name] : undefined;
    if (problem) emit('warning', problem.code, toPointer([...at, name]), problem.message);
  }
}

const bySeverityAndPosition = (a: Diagnostic, b: Diagnostic) =>
  a.line - b.line || a.column - b.column || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1);

/**
 * Validates manifest text: YAML syntax and duplicate keys, the JSON Schema (through the compiled
 * ajv validator), then the semantic rules. Pure: no file system, runs in Node and the renderer.
 * Never throws on any input.
 */
export function validateManifestText(text: string, options: ValidateOptions = {}): ValidationResult {
  return validateParsed(parseManifest(text), options);
}

/** The checks after parsing, for callers that already hold `parseManifest`'s result. */
export function validateParsed(parsed: ReturnType<typeof parseManifest>, options: ValidateOptions = {}): ValidationResult {
  const { locator, data } = parsed;
  const diagnostics = [...parsed.diagnostics];
  const emit: Emit = (severity, code, path, message, anchor = 'value') =>
    diagnostics.push({ severity, code, path, ...locator.locate(path, anchor), message });
  const syntaxBroken = diagnostics.some((d) => d.code === 'yaml-syntax');
  // Structure errors on a half-parsed document would only echo the syntax error.
  if (!syntaxBroken) {
    if (!isRecord(data)) {
      emit(
        'error',
        'invalid-type',
        '',
        `The manifest must be a YAML mapping with at least \`name\`, \`title\`, \`description\`, \`organization\` and \`scopes\`; got ${data === undefined || data === null ? 'nothing' : typeName(data)}.`,
      );
    } else {
      for (const error of withoutBranchNoise(checkStructure(data))) structureDiagnostic(error, emit);
      semanticChecks(data, options, emit);
    }
  }
  diagnostics.sort(bySeverityAndPosition);
  const valid = !diagnostics.some((d) => d.severity === 'error');
  return { document: parsed.document, locator, data, diagnostics, manifest: valid ? (data as Manifest) : null };
}
