import { relative } from 'node:path';
import { checkPayload, EVENT_SCHEMAS, type RuntimeEventType } from '../../../shared/api/installations.ts';
import { shellQuote } from '../../../shared/inspector/curl.ts';
import { parseManifest } from '../../../shared/manifest/validate.ts';
import {
  formatOutline,
  generateEvent,
  isRuntimeEventType,
  outlineContentAnswer,
  RUNTIME_EVENT_TYPES,
} from '../../../shared/platform/index.ts';
import { ENVIRONMENT_FLAGS } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, integrationDirArgument, jsonObjectArgument, LIMIT_FLAGS } from '../host-options.ts';
import type { DispatchResult } from '../../services/host/host.ts';
import { defineCommand, EXIT, UsageError, type IO } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';
import { queuedTaskOverride, taskNumber, TRIGGER_NAMING } from '../queued-task.ts';
import { FIXTURE_WITHOUT_STUDIO, oneShotHost, STUDIO_FLAGS } from '../remote-studio.ts';
import { FIXTURE_FLAGS, replayFromFlags } from './fixture-flags.ts';
import { TRUST_FLAGS } from '../trust-flags.ts';
import { visitorOverrides } from '../visitor-request.ts';

/** The headers that say what an answer is: the script's type (fetch_published_script), the redirect (fetch_visitor_authentication). */
function shownHeaders(result: Printable): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of ['content-type', 'location', 'cache-control']) {
    if (result.headers?.[name] !== undefined) shown[name] = result.headers[name]!;
  }
  return shown;
}

type Printable = Pick<DispatchResult, 'status' | 'durationMs' | 'body' | 'error' | 'logs'> & { headers?: Record<string, string> };

/** `NAME=VALUE` pairs of a repeatable flag as an object; anything else is a usage error naming the flag. */
export function pairsArgument(values: unknown, flag: string): Record<string, string> | undefined {
  if (values === undefined) return undefined;
  const pairs: Record<string, string> = {};
  for (const value of values as string[]) {
    const at = value.indexOf('=');
    if (at < 1) throw new UsageError(`--${flag} takes NAME=VALUE; got ${JSON.stringify(value)}.`);
    pairs[value.slice(0, at)] = value.slice(at + 1);
  }
  return pairs;
}

const CONTENT_EVENTS = ['content_compute_revision', 'content_compute_document'] as const;
type ContentEvent = (typeof CONTENT_EVENTS)[number];
const isContentEvent = (type: string): type is ContentEvent => (CONTENT_EVENTS as readonly string[]).includes(type);

/** The manifest's first content source, which a `content_compute_*` event asks unless `--source` names one. */
export function firstContentSource(text: string): string | undefined {
  const data = parseManifest(text).data as { contentSources?: { id?: unknown }[] } | undefined;
  const id = Array.isArray(data?.contentSources) ? data.contentSources[0]?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Where a dispatch went in the folder's journal: what `fixture save` takes. */
interface Journaled {
  recordId: number;
  dir: string;
}

/** A word as the shell reads it: quoted only when it must be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : shellQuote(word);
}

/** The command that keeps the record as a fixture, runnable from the current folder. */
function saveFixtureCommand(recordId: number, dir: string): string {
  const near = relative(process.cwd(), dir);
  return `integration-studio fixture save ${recordId}${near ? ` --dir ${shellWord(near)}` : ''}`;
}

/**
 * Prints an integration's answer: status line, body, then its captured logs; for a dispatch journaled
 * in the folder's journal, its record id and the command that saves it as a fixture.
 */
export function printAnswer(result: Printable, io: IO, json: boolean, eventType?: string, journaled?: Journaled) {
  let body: unknown = result.body;
  try {
    body = JSON.parse(result.body);
  } catch {
    /* plain text */
  }
  if (json) {
    io.out(
      JSON.stringify({
        status: result.status,
        headers: shownHeaders(result),
        durationMs: Math.round(result.durationMs * 10) / 10,
        body,
        error: result.error,
        logs: result.logs,
        ...(journaled && { recordId: journaled.recordId }),
      }),
    );
    return;
  }
  io.out(`${result.status} in ${Math.round(result.durationMs)} ms${result.error ? ` — ${result.error}` : ''}`);
  for (const [name, value] of Object.entries(shownHeaders(result))) io.out(`${name}: ${value}`);
  // A content source's pages or document as an outline first; the raw JSON follows.
  if (eventType && isContentEvent(eventType) && result.status < 400) io.out(formatOutline(outlineContentAnswer(eventType, body)));
  io.out(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  for (const log of result.logs) io.out(`[${new Date(log.ts).toISOString()}] ${log.level}: ${log.stack ?? log.message}`);
  if (!journaled) return;
  io.out(`Journal record ${journaled.recordId}. Keep it as a fixture: ${saveFixtureCommand(journaled.recordId, journaled.dir)}`);
}

export const trigger = defineCommand({
  name: 'trigger',
  usage:
    'trigger EVENT [--dir DIR] [--payload JSON|@file] [--installation ID] [--task N] [--source ID] [--search-param NAME=VALUE]… [--cookie NAME=VALUE]… [--logout] [--json] {studio}' +
    ' | trigger {fixture} (either with {allow-outbound} {env} {trust} {limits})',
  summary: 'Build the integration and deliver one runtime event to it; print its status, body and logs.',
  details: `EVENT is one of: ${RUNTIME_EVENT_TYPES.join(', ')}.\nThe payload is generated like the platform's; --payload fields go on top.\nA task event carries what the integration queued with queueTask: the only queued task, or the one --task N names (several are listed).\nWith a studio serving the folder (\`serve\`, found by itself, or --studio URL) the event goes to its host and installations and shows in its Inspector; otherwise, or with --no-studio or flags that shape a host, the command starts a host of its own.\nLast comes the dispatch's record in the folder's journal and the \`fixture save\` command that keeps it as a fixture (--json: recordId); a --fixture replay journals in memory and prints none.\nExit code 1 when the integration answers 400 or more.`,
  options: {
    dir: DIR_OPTION,
    payload: { type: 'string', valueName: 'JSON', description: 'fields to set on the generated event (JSON or @file)' },
    installation: { type: 'string', valueName: 'ID', description: 'installation to deliver to (default: dev)' },
    source: {
      type: 'string',
      valueName: 'ID',
      description: "content_compute_*: the content source asked (default: the manifest's first contentSources id)",
    },
    'search-param': {
      type: 'string',
      multiple: true,
      valueName: 'NAME=VALUE',
      description: 'fetch_visitor_authentication: a search parameter of the visitor request (repeatable)',
    },
    cookie: {
      type: 'string',
      multiple: true,
      valueName: 'NAME=VALUE',
      description: 'fetch_visitor_authentication: a cookie of the visitor request (repeatable)',
    },
    logout: { type: 'boolean', description: "fetch_visitor_authentication: the logout action (action: 'logout')" },
    task: {
      type: 'string',
      valueName: 'N',
      description: 'task: the queued task number N (default: the only one queued; several are listed)',
    },
    json: { type: 'boolean', description: 'print one JSON object' },
  },
  groups: [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS, STUDIO_FLAGS, FIXTURE_FLAGS],
  async run({ values, positionals }, io) {
    if (values.fixture !== undefined) {
      if (values.studio !== undefined) throw new UsageError(FIXTURE_WITHOUT_STUDIO);
      const observation = await replayFromFlags(
        'trigger',
        ['event', 'request', 'webhook'],
        values,
        positionals,
        await integrationDirArgument(values.dir),
      );
      printAnswer(observation, io, values.json === true);
      return observation.status < 400 ? EXIT.ok : EXIT.failure;
    }
    const type = positionals[0];
    if (!type) throw new UsageError(`name an EVENT: ${RUNTIME_EVENT_TYPES.join(', ')}.`);
    if (!isRuntimeEventType(type))
      throw new UsageError(`unknown event ${JSON.stringify(type)}; use one of ${RUNTIME_EVENT_TYPES.join(', ')}.`);
    const payload = await jsonObjectArgument(values.payload, 'payload');
    if (payload && 'type' in payload && payload.type !== type)
      throw new UsageError(`--payload has type ${JSON.stringify(payload.type)} but EVENT is ${type}.`);
    const visitor = {
      searchParams: pairsArgument(values['search-param'], 'search-param'),
      cookies: pairsArgument(values.cookie, 'cookie'),
      logout: values.logout === true,
    };
    // Flags first, --payload on top: the payload names every field it wants exactly.
    const overrides = { ...visitorOverrides(type, visitor, '--search-param, --cookie and --logout'), ...payload };
    if (typeof values.source === 'string' && !isContentEvent(type))
      throw new UsageError('--source belongs to content_compute_revision and content_compute_document.');
    const taskSeq = taskNumber(values.task, type, TRIGGER_NAMING);
    const dir = await integrationDirArgument(values.dir);
    const studio = await oneShotHost(dir, values, io);
    const { client } = studio;
    try {
      const installationId = typeof values.installation === 'string' ? values.installation : undefined;
      const sourceId = isContentEvent(type)
        ? typeof values.source === 'string'
          ? values.source
          : firstContentSource((await client.call('manifest.get')).text)
        : undefined;
      // What the integration queued with queueTask, as the platform would hand it back; --payload's task wins.
      const queued =
        type === 'task' ? queuedTaskOverride(await client.call('installations.queuedTasks'), taskSeq, payload, TRIGGER_NAMING) : {};
      const event = generateEvent(type, {
        overrides: { ...queued, ...overrides },
        scope: { ...(installationId && { installationId }), ...(sourceId && { sourceId }) },
      });
      // The Events pane refuses to fire a payload its schema rejects; the command line holds the same line.
      const problems = type in EVENT_SCHEMAS ? checkPayload(type as RuntimeEventType, event as unknown as Record<string, unknown>) : [];
      if (problems.length)
        throw new UsageError(
          `--payload makes an invalid ${type} event: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}. Fix those fields (the Events pane shows the event's schema).`,
        );
      const result = await client.call('host.dispatch', { event: event as unknown as { type: string }, installationId });
      printAnswer(result, io, values.json === true, type, { recordId: result.recordId, dir });
      return result.status < 400 ? EXIT.ok : EXIT.failure;
    } finally {
      await studio.close();
    }
  },
});
