import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parse as parseYaml, parseDocument, stringify as stringifyYaml } from 'yaml';
import { pickAnswer, type HitCounts, type MatchRequest, type NamedMock } from '../../../shared/mocks/match.ts';
import { Mock, MOCK_NAME, mockJsonSchema, type MockAnswer } from '../../../shared/mocks/schema.ts';
import { suggestMockName } from '../../../shared/mocks/draft.ts';
import { insideFolder, writeFileWhole } from '../../lib/folder-bounds.ts';
import { FILE_LIMITS, FileRuleError, readRegularFile, readRegularFileSync } from '../../lib/regular-file.ts';
import { checkValue } from '../../lib/values.ts';
import { MockError, MockFileError } from './errors.ts';
import { envReference } from '../../../shared/manifest/env-reference.ts';
import { describeUnresolved, type FolderVariables, type Unresolved } from '../manifest/environment.ts';

export const MOCKS_FOLDER = 'mocks';
export const MOCK_SCHEMA_FILE = 'mock.schema.json';
const EXTENSIONS = ['.yaml', '.yml', '.json'];
/**
 * A mock file is data from anyone: its YAML aliases may expand so often (a "billion laughs" of
 * anchors), its values nest so deep and hold so many entries, and no more.
 */
export const MOCK_FILE_BOUNDS = { aliases: 100, depth: 64, entries: 100_000 } as const;

/** Parses and validates one mock file's text; throws a MockFileError naming `file` and the field. */
export function parseMockText(text: string, file: string): Mock {
  let value: unknown;
  try {
    value = extname(file) === '.json' ? JSON.parse(text) : parseYaml(text, { uniqueKeys: true, maxAliasCount: MOCK_FILE_BOUNDS.aliases });
  } catch (error) {
    // The YAML parser recurses per level: a file nested thousands deep overflows its stack.
    const why =
      error instanceof RangeError || /call stack/i.test((error as Error).message)
        ? `nested too deep to read (a mock nests at most ${MOCK_FILE_BOUNDS.depth} levels)`
        : /alias/i.test((error as Error).message)
          ? `its aliases expand more than ${MOCK_FILE_BOUNDS.aliases} times (anchors and aliases are limited so a few lines cannot expand into gigabytes)`
          : (error as Error).message.split('\n')[0];
    throw new MockFileError(`${file}: not valid ${extname(file) === '.json' ? 'JSON' : 'YAML'}: ${why}.`);
  }
  const bounds = { depth: MOCK_FILE_BOUNDS.depth, entries: MOCK_FILE_BOUNDS.entries, stringLength: FILE_LIMITS.mock };
  const past = checkValue(value, file, bounds, 'the mock is not used');
  if (past) throw new MockFileError(past.message);
  const parsed = Mock.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${issue.message}`);
  throw new MockFileError(`${file}: ${issues.join('; ')}. The format is in ${MOCKS_FOLDER}/${MOCK_SCHEMA_FILE}.`);
}

/** The mock files of the folder, by name, in name order (no folder: none). */
function mockFiles(dir: string): { name: string; path: string; relative: string }[] {
  let entries: string[];
  try {
    entries = readdirSync(join(dir, MOCKS_FOLDER));
  } catch {
    return [];
  }
  return entries
    .filter((entry) => EXTENSIONS.includes(extname(entry)) && entry !== MOCK_SCHEMA_FILE)
    .sort()
    .map((entry) => ({
      name: basename(entry, extname(entry)),
      path: join(dir, MOCKS_FOLDER, entry),
      relative: `${MOCKS_FOLDER}/${entry}`,
    }));
}

/** The text of a mock file: a regular file inside the folder, within the mock file limit. */
function readMockFile(dir: string, relative: string): string {
  const what = `The mock ${relative}`;
  return readRegularFileSync(insideFolder(dir, relative, what), { what, limit: FILE_LIMITS.mock }).toString('utf8');
}

/** Reads every mock of the folder as written (references not resolved); the first bad file throws. */
export function readMocks(dir: string): NamedMock[] {
  const seen = new Map<string, string>();
  return mockFiles(dir).map((entry) => {
    const previous = seen.get(entry.name);
    if (previous) throw new MockFileError(`${entry.relative}: the mock ${entry.name} is also in ${previous}; keep one of them.`);
    seen.set(entry.name, entry.relative);
    return { name: entry.name, file: entry.relative, mock: parseMockText(readMockFile(dir, entry.relative), entry.relative) };
  });
}

/** One answer made ready to send: the body as bytes (from text, JSON, base64 or its file). */
export interface ReadyAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array | null;
  delayMs: number;
  fail: MockAnswer['fail'] | null;
}

export async function readyAnswer(dir: string, owner: NamedMock, answer: MockAnswer): Promise<ReadyAnswer> {
  const headers = new Headers(answer.headers ?? {});
  let body: Uint8Array | null = null;
  if (answer.body !== undefined) body = new TextEncoder().encode(answer.body);
  else if (answer.base64 !== undefined) body = new Uint8Array(Buffer.from(answer.base64, 'base64'));
  else if (answer.json !== undefined) {
    body = new TextEncoder().encode(JSON.stringify(answer.json));
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else if (answer.file !== undefined) {
    const what = `The body file ${answer.file} of ${owner.file}`;
    const file = insideFolder(dir, join(MOCKS_FOLDER, answer.file), what);
    body = new Uint8Array(
      await readRegularFile(file, { what, limit: FILE_LIMITS.mockBody }).catch((error: NodeJS.ErrnoException) => {
        if (error instanceof FileRuleError) throw error;
        throw new MockFileError(`${owner.file}: answer.file: cannot read ${answer.file} (${error.code ?? error.message}).`);
      }),
    );
  }
  return { status: answer.status ?? 200, headers, body, delayMs: answer.delayMs ?? 0, fail: answer.fail ?? null };
}

/** Why a mock's references got no value: set nowhere, or withheld from a folder not trusted (and how to allow them). */
function describeReferences(unresolved: readonly Unresolved[]): string {
  const said: string[] = [];
  const unset = [...new Set(unresolved.flatMap((found) => ('variable' in found && !found.withheld ? [found.variable] : [])))];
  if (unset.length)
    said.push(
      `references ${unset.map((name) => envReference(name)).join(', ')}, not set. Set ${unset.length > 1 ? 'them' : 'it'} in the environment or the folder's .env.`,
    );
  const held = unresolved.filter((found) => 'withheld' in found && found.withheld);
  if (held.length) said.push(`references ${held.map(describeUnresolved).join('; ')}.`);
  return said.join(' ');
}

/** A mock as listed: as written (references unresolved), with this run's hits and last request. */
export type ListedMock = NamedMock & { hits: number; lastRequest: { at: number; method: string; url: string } | null };

/** The mocks of one folder, as the gate and the mock commands use them. */
export interface MockStore {
  readonly dir: string;
  /** The mock answering `request` (counted as a hit), or null; a bad mock file throws naming it. */
  answer(request: MatchRequest): Promise<{ name: string; hit: number; answer: ReadyAnswer } | null>;
  /** Each mock with its hits and last request in this run. */
  list(): ListedMock[];
  /** Forgets this run's hits (sequences and `times` start over). */
  resetHits(): void;
  /**
   * While set, only these mocks answer (a fixture's `mocks`: names in mocks/ or inline mocks, named
   * `label#N`), their hits from zero; null gives every mock of the folder back.
   */
  scope(selection: readonly (string | Mock)[] | null, label?: string): void;
  /** Saves a mock under `name`; returns its path in the folder. */
  save(name: string, mock: Mock, options?: { overwrite?: boolean }): Promise<string>;
  /** Removes the mock `name`; returns the path it had. */
  remove(name: string): Promise<string>;
  /**
   * Saves a network answer as a new mock (record mode): the mock's file, the variables its
   * credential headers became and its body file when it has one; or why it was not saved.
   */
  record(
    exchange: RecordedExchange,
  ): Promise<{ file: string; references: string[]; bodyFile: string | null } | { refused: string; limit: 'count' | 'size' | 'total' }>;
}

/** An answer from the network as record mode saves it: its body whole, or null with its size when it was too large to keep. */
export interface RecordedExchange {
  method: string;
  url: string;
  status: number;
  headers: Headers | Record<string, string>;
  body: Uint8Array | null;
  /** The body's size when `body` is null because the gate did not keep it whole. */
  size?: number;
}

/** How many mocks record mode saves in one run: hosted code looping over URLs must not fill the disk. */
export const MOCK_RECORD_LIMIT = 200;
/** Bytes of answers record mode saves in one run, all mocks together. */
export const MOCK_RECORD_BYTES = 64 * 1024 * 1024;
/**
 * A recorded body past this is saved as it came, in a body file beside the mock (`answer.file`),
 * instead of decoded, parsed and written into the mock's YAML on the studio's main thread.
 */
export const MOCK_INLINE_BODY_BYTES = 64 * 1024;

/**
 * The mocks of one folder as the gate uses them: read again when a file changes (checked per
 * request by names, sizes and times, so an edit in the editor or the UI takes effect on the next
 * call), references resolved from `env`, and the hits of this run counted per mock.
 */
export function createMockStore(
  dir: string,
  variables: () => Promise<FolderVariables>,
  options: { recordLimit?: number; recordBytes?: number } = {},
): MockStore {
  const recordLimit = options.recordLimit ?? MOCK_RECORD_LIMIT;
  const recordBytes = options.recordBytes ?? MOCK_RECORD_BYTES;
  let recorded = 0;
  let recordedBytes = 0;
  let cache: { signature: string; mocks: NamedMock[] } | null = null;
  const hits: HitCounts = new Map();
  const last = new Map<string, { at: number; method: string; url: string }>();
  let scoped: { selection: readonly (string | Mock)[]; label: string } | null = null;

  function signature(): string {
    return mockFiles(dir)
      .map((entry) => {
        try {
          const stat = statSync(entry.path);
          return `${entry.name}:${stat.size}:${stat.mtimeMs}`;
        } catch {
          return entry.name;
        }
      })
      .join('|');
  }

  async function current(): Promise<NamedMock[]> {
    const all = await folder();
    if (!scoped) return all;
    const { selection, label } = scoped;
    return selection.map((entry, index) => {
      if (typeof entry !== 'string') return { name: `${label}#${index + 1}`, file: label, mock: entry };
      const found = all.find((mock) => mock.name === entry);
      if (!found) throw new MockFileError(`${label}: mocks names ${entry}, which is not in ${MOCKS_FOLDER}/.`);
      return found;
    });
  }

  async function folder(): Promise<NamedMock[]> {
    const now = signature();
    if (cache?.signature === now) return cache.mocks;
    // Through the folder's variables: an untrusted folder's mock reads only its .env and --env-allow names.
    const source = await variables();
    const mocks = readMocks(dir).map((entry) => {
      const { value, unresolved } = source.expandAll(entry.mock);
      if (unresolved.length && !entry.mock.disabled) throw new MockFileError(`${entry.file}: ${describeReferences(unresolved)}`);
      return { ...entry, mock: value };
    });
    cache = { signature: now, mocks };
    return mocks;
  }

  return {
    dir,
    async answer(request) {
      const mocks = await current();
      if (mocks.length === 0) return null;
      const picked = pickAnswer(mocks, request, hits);
      if (!picked) return null;
      last.set(picked.mock.name, { at: Date.now(), method: request.method, url: request.url });
      return { name: picked.mock.name, hit: picked.hit, answer: await readyAnswer(dir, picked.mock, picked.answer) };
    },
    list() {
      return readMocks(dir).map((entry) => ({ ...entry, hits: hits.get(entry.name) ?? 0, lastRequest: last.get(entry.name) ?? null }));
    },
    resetHits() {
      hits.clear();
      last.clear();
    },
    scope(selection, label = 'the fixture') {
      scoped = selection ? { selection, label } : null;
      hits.clear();
    },
    save: (name, mock, saveOptions) => saveMock(dir, name, mock, saveOptions),
    async record(exchange) {
      const size = exchange.body?.byteLength ?? exchange.size ?? 0;
      if (recorded >= recordLimit)
        return {
          limit: 'count',
          refused: `record mode saved ${recordLimit} mocks in this run, its limit (a loop of calls must not fill the disk); restart to record more`,
        };
      if (!exchange.body && size > 0)
        return {
          limit: 'size',
          refused: `the answer is ${size} bytes, more than the ${FILE_LIMITS.mockBody} a recorded body may hold; mock it by hand with a body file`,
        };
      if (recordedBytes + size > recordBytes)
        return {
          limit: 'total',
          refused: `record mode saved ${recordedBytes} bytes of answers in this run and this one (${size} bytes) would pass ${recordBytes}, its limit; restart to record more`,
        };
      recorded++;
      recordedBytes += size;
      const name = freeMockName(dir, suggestMockName(exchange.method, exchange.url));
      let bodyFile: string | null = null;
      if (size > MOCK_INLINE_BODY_BYTES) {
        // Saved as the bytes that came: never decoded, parsed or stringified into the mock's YAML.
        bodyFile = `${name}.body`;
        await mkdir(insideFolder(dir, MOCKS_FOLDER, 'The mocks folder'), { recursive: true });
        await writeFileWhole(insideFolder(dir, join(MOCKS_FOLDER, bodyFile), `The body file ${bodyFile}`), exchange.body!);
      }
      const { mock, references } = mockFromExchange(bodyFile ? { ...exchange, body: null } : exchange);
      if (bodyFile) mock.answer = { ...mock.answer, file: bodyFile };
      const file = await saveMock(dir, name, mock);
      return { file, references, bodyFile: bodyFile && `${MOCKS_FOLDER}/${bodyFile}` };
    },
    remove: (name) => removeMock(dir, name),
  };
}

/** Writes `mocks/mock.schema.json` when the studio's schema differs from the file (so editors check mocks). */
async function refreshMockSchema(dir: string): Promise<void> {
  const file = insideFolder(dir, join(MOCKS_FOLDER, MOCK_SCHEMA_FILE), 'The mock schema file');
  const text = `${JSON.stringify(mockJsonSchema, null, 2)}\n`;
  const what = 'The mock schema file';
  const current = await readRegularFile(file, { what, limit: FILE_LIMITS.mock }).then(String, () => null);
  if (current !== text) await writeFileWhole(file, text);
}

/** Saves a mock as `mocks/NAME.yaml` (refused when the name is taken, unless `overwrite`); returns its path in the folder. */
export async function saveMock(dir: string, name: string, mock: Mock, options: { overwrite?: boolean } = {}): Promise<string> {
  if (!MOCK_NAME.test(name))
    throw new MockError('invalid-name', `"${name}" is not a mock name: use letters, digits, dots, dashes and underscores (at most 100).`);
  const checked = Mock.safeParse(mock);
  if (!checked.success)
    throw new MockError(
      'invalid-mock',
      `The mock ${name} is not valid: ${checked.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`).join('; ')}.`,
    );
  await mkdir(insideFolder(dir, MOCKS_FOLDER, 'The mocks folder'), { recursive: true });
  await refreshMockSchema(dir);
  const existing = mockFiles(dir).find((entry) => entry.name === name);
  if (existing && !options.overwrite)
    throw new MockError('name-taken', `A mock named ${name} exists (${existing.relative}); choose another name or remove it first.`);
  const relative = existing?.relative ?? `${MOCKS_FOLDER}/${name}.yaml`;
  const file = insideFolder(dir, relative, `The mock ${relative}`);
  const body = { $schema: `./${MOCK_SCHEMA_FILE}`, ...checked.data };
  await writeFileWhole(file, extname(relative) === '.json' ? `${JSON.stringify(body, null, 2)}\n` : stringifyYaml(body, { lineWidth: 0 }));
  return relative;
}

export async function removeMock(dir: string, name: string): Promise<string> {
  const existing = mockFiles(dir).find((entry) => entry.name === name);
  if (!existing)
    throw new MockError('unknown-mock', `No mock named ${name} in ${MOCKS_FOLDER}/; \`integration-studio mock list\` shows them.`);
  await rm(insideFolder(dir, existing.relative, `The mock ${existing.relative}`));
  return existing.relative;
}

/** Keys, headers and query parameters whose values are credentials. */
const SECRET_KEY = /token|secret|password|passwd|authorization|cookie|api[-_]?key|credential|signature|session|private|auth/i;
/** Headers of the hop or recomputed when the mock answers. */
const HOP_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding', 'keep-alive', 'content-encoding', 'date']);

const variableFor = (where: string, name: string) => `MOCK_${`${where}_${name}`.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;

/**
 * A mock answering exactly what was recorded: the method and URL (a credential in the query becomes
 * `*`, so it is not written), the status, headers (credentials become `${{ env.… }}` references) and
 * the body (JSON when it parses, text when it decodes, base64 otherwise).
 */
export function mockFromExchange(exchange: RecordedExchange): { mock: Mock; references: string[] } {
  const references: string[] = [];
  const url = new URL(exchange.url);
  for (const [name] of [...url.searchParams]) if (SECRET_KEY.test(name)) url.searchParams.set(name, '*');
  const headers: Record<string, string> = {};
  for (const [name, value] of exchange.headers instanceof Headers ? exchange.headers : Object.entries(exchange.headers)) {
    const lower = name.toLowerCase();
    if (HOP_HEADERS.has(lower)) continue;
    if (SECRET_KEY.test(lower)) {
      const variable = variableFor('header', lower);
      references.push(variable);
      headers[lower] = envReference(variable);
    } else headers[lower] = value;
  }
  const answer: MockAnswer = { status: exchange.status };
  if (Object.keys(headers).length) answer.headers = headers;
  const bytes = exchange.body ?? new Uint8Array();
  if (bytes.byteLength) {
    let text: string | null = null;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      answer.base64 = Buffer.from(bytes).toString('base64');
    }
    if (text !== null) {
      const isJson = (headers['content-type'] ?? '').includes('json');
      let json: unknown;
      try {
        json = isJson ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (json !== undefined) answer.json = json;
      else answer.body = text;
    }
  }
  return { mock: { request: { method: exchange.method.toUpperCase(), url: url.toString().replace(/%2A/g, '*') }, answer }, references };
}

/** A free name starting from `wanted`: `wanted`, then `wanted-2`, `wanted-3`… */
export function freeMockName(dir: string, wanted: string): string {
  const taken = new Set(mockFiles(dir).map((entry) => entry.name));
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/** The text of mock `name` as written, or null when there is none. */
export function mockText(dir: string, name: string): { relative: string; text: string } | null {
  const existing = mockFiles(dir).find((entry) => entry.name === name);
  if (!existing) return null;
  return { relative: existing.relative, text: readMockFile(dir, existing.relative) };
}

/**
 * Saves a mock as the user wrote it (comments kept): checked first, so a wrong field is refused
 * naming it and nothing is written. A new mock is `mocks/NAME.yaml`; an existing one keeps its file.
 */
export async function saveMockText(dir: string, name: string, text: string, options: { overwrite?: boolean } = {}): Promise<string> {
  if (!MOCK_NAME.test(name))
    throw new MockError('invalid-name', `"${name}" is not a mock name: use letters, digits, dots, dashes and underscores (at most 100).`);
  const existing = mockFiles(dir).find((entry) => entry.name === name);
  if (existing && !options.overwrite)
    throw new MockError('name-taken', `A mock named ${name} exists (${existing.relative}); choose another name or replace it.`);
  const relative = existing?.relative ?? `${MOCKS_FOLDER}/${name}.yaml`;
  parseMockText(text, relative);
  await mkdir(insideFolder(dir, MOCKS_FOLDER, 'The mocks folder'), { recursive: true });
  await refreshMockSchema(dir);
  await writeFileWhole(insideFolder(dir, relative, `The mock ${relative}`), text.endsWith('\n') ? text : `${text}\n`);
  return relative;
}

/** Sets or clears a mock's `disabled` field (the file is written again, YAML comments kept). */
export async function setMockEnabled(dir: string, name: string, enabled: boolean): Promise<string> {
  const found = mockText(dir, name);
  if (!found) throw new MockError('unknown-mock', `No mock named ${name} in ${MOCKS_FOLDER}/.`);
  parseMockText(found.text, found.relative);
  let text: string;
  if (extname(found.relative) === '.json') {
    const value = JSON.parse(found.text) as Record<string, unknown>;
    if (enabled) delete value.disabled;
    else value.disabled = true;
    text = `${JSON.stringify(value, null, 2)}\n`;
  } else {
    const doc = parseDocument(found.text);
    if (enabled) doc.delete('disabled');
    else doc.set('disabled', true);
    text = doc.toString({ lineWidth: 0 });
  }
  await writeFileWhole(insideFolder(dir, found.relative, `The mock ${found.relative}`), text);
  return found.relative;
}
