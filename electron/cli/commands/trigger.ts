import { isRuntimeEventType, RUNTIME_EVENT_TYPES, generateEvent } from '../../../shared/platform/index.ts';
import {
  ALLOW_OUTBOUND_OPTION,
  allowOutboundArgument,
  HOST_LIMIT_OPTIONS,
  HOST_LIMITS_USAGE,
  hostLimitsArgument,
  integrationDirArgument,
  jsonObjectArgument,
  openHeadless,
} from '../../services/host/cli-support.ts';
import type { DispatchResult } from '../../services/host/host.ts';
import { defineCommand, EXIT, UsageError, type IO } from '../command.ts';
import { fixtureOptions, replayFromFlags } from './fixture-flags.ts';
import { TRUST_OPTIONS, TRUST_USAGE, trustArgument } from './trust-flags.ts';

/** The headers that say what an answer is: the script's type (fetch_published_script), the redirect (fetch_visitor_authentication). */
function shownHeaders(result: Printable): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of ['content-type', 'location', 'cache-control']) {
    if (result.headers?.[name] !== undefined) shown[name] = result.headers[name]!;
  }
  return shown;
}

type Printable = Pick<DispatchResult, 'status' | 'durationMs' | 'body' | 'error' | 'logs'> & { headers?: Record<string, string> };

/** Prints an integration's answer: status line, body, then its captured logs. */
export function printAnswer(result: Printable, io: IO, json: boolean) {
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
      }),
    );
    return;
  }
  io.out(`${result.status} in ${Math.round(result.durationMs)} ms${result.error ? ` — ${result.error}` : ''}`);
  for (const [name, value] of Object.entries(shownHeaders(result))) io.out(`${name}: ${value}`);
  io.out(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  for (const log of result.logs) io.out(`[${new Date(log.ts).toISOString()}] ${log.level}: ${log.stack ?? log.message}`);
}

export const trigger = defineCommand({
  name: 'trigger',
  usage:
    'trigger EVENT [--dir DIR] [--payload JSON|@file] [--installation ID] [--allow-outbound ORIGIN]… [--json] | trigger --fixture NAME [--override path=value]…' +
    ` (either with ${TRUST_USAGE} ${HOST_LIMITS_USAGE})`,
  summary: 'Build the integration and deliver one runtime event to it; print its status, body and logs.',
  details: `EVENT is one of: ${RUNTIME_EVENT_TYPES.join(', ')}.\nThe payload is generated like the platform's; --payload fields go on top.\nExit code 1 when the integration answers 400 or more.`,
  options: {
    dir: { type: 'string', short: 'd', valueName: 'DIR', description: 'integration folder (default: the current folder)' },
    payload: { type: 'string', valueName: 'JSON', description: 'fields to set on the generated event (JSON or @file)' },
    installation: { type: 'string', valueName: 'ID', description: 'installation to deliver to (default: dev)' },
    ...HOST_LIMIT_OPTIONS,
    'allow-outbound': ALLOW_OUTBOUND_OPTION,
    ...TRUST_OPTIONS,
    json: { type: 'boolean', description: 'print one JSON object' },
    ...fixtureOptions,
  },
  async run({ values, positionals }, io) {
    if (values.fixture !== undefined) {
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
    const overrides = await jsonObjectArgument(values.payload, 'payload');
    if (overrides && 'type' in overrides && overrides.type !== type)
      throw new UsageError(`--payload has type ${JSON.stringify(overrides.type)} but EVENT is ${type}.`);
    const allowOutbound = allowOutboundArgument(values['allow-outbound']);
    const studio = await openHeadless(await integrationDirArgument(values.dir), {
      ...hostLimitsArgument(values),
      allowOutbound,
      ...trustArgument(values),
      onNotice: (line) => io.err(line),
    });
    try {
      const installationId = typeof values.installation === 'string' ? values.installation : undefined;
      const event = generateEvent(type, { overrides, scope: installationId ? { installationId } : {} });
      const result = await studio.session().host.dispatchEvent(event, { installationId });
      printAnswer(result, io, values.json === true);
      return result.status < 400 ? EXIT.ok : EXIT.failure;
    } finally {
      await studio.dispose();
    }
  },
});
