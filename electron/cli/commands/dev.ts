import { entryData } from '../../../shared/journal/entries.ts';
import { ENVIRONMENT_FLAGS } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, hostOptionsArgument, integrationDirArgument, LIMIT_FLAGS, openHeadless } from '../host-options.ts';
import { DEV_INSTALLATION_ID } from '../../services/host/host.ts';
import { keepStudioServing } from '../../app/last-resort.ts';
import { clientOf } from '../client.ts';
import { defineCommand, EXIT, intOption } from '../command.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';
import { TRUST_FLAGS } from '../trust-flags.ts';

export const dev = defineCommand({
  name: 'dev',
  usage: 'dev [DIR | --dir DIR] [--port N] {allow-outbound} {env} [--json] {trust} {limits}',
  summary: 'Run the integration headless with hot reload; its public endpoint answers on 127.0.0.1.',
  details:
    'DIR is the integration folder (default: the current folder). --port fixes the public server port.\n' +
    'With --json, one JSON line per event; the first is {"event":"ready","publicEndpoint":…}. Stop with Ctrl+C.',
  options: {
    dir: DIR_OPTION,
    port: { type: 'string', short: 'p', valueName: 'N', description: 'port of the public endpoint server (default: a free port)' },
    json: { type: 'boolean', description: 'one JSON line per event' },
  },
  groups: [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS],
  async run({ values, positionals }, io) {
    const publicPort = intOption(values.port, 'port', { min: 0, max: 65535 });
    const json = values.json === true;
    const options = hostOptionsArgument(values);
    // As every other command: the current folder, never the bundled example behind the user's back.
    const studio = await openHeadless(await integrationDirArgument(folderArgument(positionals[0], values.dir)), {
      ...options,
      publicPort,
      onNotice: (line) => io.err(line),
      waitForDebugger: false,
      keepWhenBroken: true,
    });
    const release = keepStudioServing(studio, io.err);
    const client = clientOf(studio);
    const { publicEndpoint, apiEndpoint, inspector } = await client.call('host.endpoints', { installationId: DEV_INSTALLATION_ID });
    const emit = (event: string, data: Record<string, unknown>, text: string) => io.out(json ? JSON.stringify({ event, ...data }) : text);
    const { missingSecrets, state, error } = await client.call('host.status');
    const workspace = await client.call('workspace.current');
    // A first build that failed keeps the studio up, as wrangler dev and Vite do: the error is said
    // here and the watcher rebuilds on the next save (the status lines below say when it serves).
    const broken = state === 'ready' ? null : (error ?? state);
    emit(
      'ready',
      { publicEndpoint, apiEndpoint, missingSecrets, state, ...(broken ? { error: broken } : {}), ...(inspector ? { inspector } : {}) },
      `Serving ${workspace?.name ?? 'the integration'} at ${publicEndpoint}` +
        (inspector
          ? `\nDebugger listening on ${inspector.webSocket}\nOpen ${inspector.devtools} in a Chromium-based browser, or attach VS Code to it`
          : '') +
        (missingSecrets.length ? `\nMissing secrets (set them in the environment or .env): ${missingSecrets.join(', ')}` : '') +
        (broken ? `\nThe integration does not run yet: ${broken}\nFix it and save: the studio rebuilds and serves it.` : ''),
    );
    const unsubscribe = [
      client.subscribe('host.status', (status) =>
        emit('status', { ...status }, `[host] ${status.state}${status.error ? `: ${status.error}` : ''}`),
      ),
      client.subscribe('journal.appended', (record) => {
        const log = entryData(record, 'log');
        if (log) {
          emit(
            'log',
            { level: log.level, message: log.message, stack: log.stack, ts: record.ts, parentId: record.parentId },
            `[${log.level}] ${log.stack ?? log.message}`,
          );
          return;
        }
        emit(
          'journal',
          { id: record.id, kind: record.kind, status: record.status, summary: record.summary, parentId: record.parentId, ts: record.ts },
          `[${record.kind}] ${record.summary}`,
        );
      }),
    ];
    // Miniflare's own exit hook answers SIGINT/SIGTERM by stopping workerd and exiting (130/143);
    // these listeners cover the signals it does not take, and leave the journal consistent either way
    // (every record is committed when written).
    let stop = () => {};
    await new Promise<void>((resolve) => {
      stop = () => resolve();
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    for (const off of unsubscribe) off();
    await studio.dispose();
    release();
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    return EXIT.ok;
  },
});
