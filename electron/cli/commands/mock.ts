import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Mock, MockAnswer } from '../../../shared/mocks/schema.ts';
import { FAILURES } from '../../../shared/mocks/schema.ts';
import { databasePath } from '../../services/journal/database.ts';
import { openHeadlessJournal } from '../../services/journal/open.ts';
import { hitsLabel } from '../../../shared/mocks/hits-label.ts';
import { suggestMockName } from '../../../shared/mocks/draft.ts';
import { mockHitsFromJournal, type MockHits } from '../../services/mocks/journal-hits.ts';
import { createRunningStudios } from '../../services/workspace/running-studios.ts';
import { MOCKS_FOLDER, readMocks, removeMock, saveMock } from '../../services/mocks/store.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import { defineCommand, EXIT, intOption, UsageError, type IO } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';

const folderOf = async (values: Record<string, unknown>) =>
  (await locateIntegration(typeof values.dir === 'string' ? values.dir : '.')).dir;

/** `--body TEXT` or `--body @file`: the file's text, or base64 when it is not UTF-8. */
async function bodyArgument(value: unknown): Promise<Pick<MockAnswer, 'body' | 'base64'>> {
  if (typeof value !== 'string') return {};
  if (!value.startsWith('@')) return { body: value };
  const bytes = await readFile(value.slice(1)).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read --body file ${value.slice(1)}: ${error.code ?? error.message}`);
  });
  try {
    return { body: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { base64: bytes.toString('base64') };
  }
}

async function add(values: Record<string, unknown>, io: IO): Promise<number> {
  const dir = await folderOf(values);
  if (typeof values.url !== 'string')
    throw new UsageError('mock add needs --url PATTERN, e.g. --url "https://api.example.com/v1/items/*".');
  const method = typeof values.method === 'string' ? values.method.toUpperCase() : 'GET';
  const headers: Record<string, string> = {};
  for (const line of (values.header as string[] | undefined) ?? []) {
    const at = line.indexOf(':');
    if (at < 1) throw new UsageError(`--header takes 'Name: value', got ${JSON.stringify(line)}.`);
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const fail = values.fail;
  if (fail !== undefined && !FAILURES.includes(fail as (typeof FAILURES)[number]))
    throw new UsageError(`--fail must be one of ${FAILURES.join(', ')}, got ${JSON.stringify(fail)}.`);
  const answer: MockAnswer = {
    status: intOption(values.status, 'status', { min: 100, max: 599 }) ?? 200,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(await bodyArgument(values.body)),
    ...(values['delay-ms'] !== undefined ? { delayMs: intOption(values['delay-ms'], 'delay-ms', { min: 0, max: 600_000 }) } : {}),
    ...(fail ? { fail: fail as MockAnswer['fail'] } : {}),
  };
  const mock: Mock = { request: { method, url: values.url }, answer };
  let name = typeof values.name === 'string' ? values.name : null;
  if (!name) {
    try {
      name = suggestMockName(method, values.url.replaceAll('*', 'any'));
    } catch {
      throw new UsageError(`--url must be a URL pattern such as https://api.example.com/items/*, got ${JSON.stringify(values.url)}.`);
    }
  }
  const file = await saveMock(dir, name, mock, { overwrite: values.force === true });
  if (values.json === true) io.out(JSON.stringify({ name, file }));
  else io.out(`Saved ${file}: ${method} ${values.url} → ${answer.fail ? `fails (${answer.fail})` : answer.status}`);
  return EXIT.ok;
}

/** Each mock's answers from the folder's journal: all of them, and the running studio's session (none without a journal). */
async function hitsFromJournal(dir: string): Promise<{ counts: Map<string, MockHits>; studio: boolean }> {
  if (!existsSync(databasePath(dir))) return { counts: new Map(), studio: false };
  const studio = await createRunningStudios().find(dir);
  const opened = openHeadlessJournal({ dir });
  try {
    return { counts: mockHitsFromJournal(opened.journal, studio ? { pid: studio.pid } : null), studio: studio !== null };
  } finally {
    void opened.dispose();
  }
}

async function list(values: Record<string, unknown>, io: IO): Promise<number> {
  const dir = await folderOf(values);
  const mocks = readMocks(dir);
  const { counts, studio } = await hitsFromJournal(dir);
  const rows = mocks.map(({ name, file, mock }) => ({
    name,
    file,
    method: mock.request.method ?? '*',
    url: mock.request.url,
    disabled: mock.disabled === true,
    answers: (mock.answers ?? [mock.answer]).length,
    times: mock.times ?? null,
    hits: counts.get(name)?.journal ?? 0,
    // The running studio's hits, as its Mocks panel shows them; null when no studio has the folder open.
    sessionHits: studio ? (counts.get(name)?.session ?? 0) : null,
    lastRequest: counts.get(name)?.last ?? null,
  }));
  if (values.json === true) {
    io.out(JSON.stringify(rows));
    return EXIT.ok;
  }
  if (!rows.length)
    io.err(
      `No mocks in ${dir}/${MOCKS_FOLDER}. Add one with \`integration-studio mock add --url …\` or record them with --outbound record.`,
    );
  for (const row of rows)
    io.out(`${row.name}  ${row.method} ${row.url}  ${hitsLabel(row.sessionHits, row.hits)}${row.disabled ? '  (disabled)' : ''}`);
  return EXIT.ok;
}

async function rm(positionals: string[], values: Record<string, unknown>, io: IO): Promise<number> {
  const [name, ...extra] = positionals;
  if (!name || extra.length) throw new UsageError('mock rm takes one NAME (see `integration-studio mock list`).');
  const file = await removeMock(await folderOf(values), name);
  io.out(`Removed ${file}`);
  return EXIT.ok;
}

export const mock = defineCommand({
  name: 'mock',
  usage:
    "mock add --url PATTERN [--method M] [--status N] [--header 'K: V']… [--body TEXT|@file] [--delay-ms N] [--fail refused|reset|timeout] [--name NAME] [--force] [--dir DIR] | mock list [--dir DIR] [--json] | mock rm NAME [--dir DIR]",
  summary: "Add, list or remove the outbound mocks in the integration's mocks/ folder (answers to its fetches without the network).",
  details: [
    'A mock answers an outbound request of the integration: --url is a pattern where * stands for any run of characters,',
    "a query in it lists parameters the request must have (values may hold *; '?*' is any query). Runs use them",
    'in the default --outbound mock mode; --outbound lockdown',
    'lets only mocks answer; --outbound record saves what the network answered as new mocks.',
    'list: each mock with its match rule and how often it answered: in the session of the studio that has the folder open',
    '(as its Mocks panel counts) and in the whole journal of the folder (--json: sessionHits, null without a studio, and hits).',
  ].join('\n'),
  options: {
    dir: DIR_OPTION,
    url: { type: 'string', valueName: 'PATTERN', description: 'add: the URL pattern to answer (* for any run of characters)' },
    method: { type: 'string', valueName: 'M', description: 'add: the method to answer (default GET)' },
    status: { type: 'string', valueName: 'N', description: 'add: the status to answer (default 200)' },
    header: { type: 'string', multiple: true, valueName: "'K: V'", description: 'add: a header of the answer (repeatable)' },
    body: { type: 'string', valueName: 'TEXT|@file', description: 'add: the body of the answer, or @file to read it from a file' },
    'delay-ms': { type: 'string', valueName: 'N', description: 'add: wait this long before answering' },
    fail: { type: 'string', valueName: 'KIND', description: 'add: fail instead: refused, reset or timeout (after --delay-ms)' },
    name: { type: 'string', valueName: 'NAME', description: 'add: the mock name (default: from the method and URL)' },
    force: { type: 'boolean', description: 'add: replace a mock of the same name' },
    json: { type: 'boolean', description: 'print JSON' },
  },
  async run({ values, positionals }, io) {
    const sub = positionals[0];
    if (sub === 'add') return add(values, io);
    if (sub === 'list') return list(values, io);
    if (sub === 'rm') return rm(positionals.slice(1), values, io);
    throw new UsageError(sub ? `unknown subcommand ${JSON.stringify(sub)}; use add, list or rm.` : 'name a subcommand: add, list or rm.');
  },
});
