import { DEV_INSTALLATION_ID } from '../../services/host/host.ts';
import { listSavedRequests } from '../../services/requests/saved.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import { integrationDirArgument, openHeadless } from '../host-options.ts';
import { defineCommand, EXIT, UsageError, type IO } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';
import { oneShotStudio, STUDIO_FLAGS } from '../remote-studio.ts';
import { TRUST_FLAGS, trustArgument } from '../trust-flags.ts';

/** `FILE#NAME` (the file under requests/, `.http` optional), as the command line names one saved request. */
export function requestArgument(value: string): { file: string; name?: string } {
  const at = value.indexOf('#');
  const file = (at === -1 ? value : value.slice(0, at)).replace(/^requests\//, '');
  const name = at === -1 ? undefined : value.slice(at + 1);
  if (!file) throw new UsageError(`name a request file, e.g. hello.http#Say hello; got ${JSON.stringify(value)}.`);
  return { file: file.endsWith('.http') ? file : `${file}.http`, ...(name ? { name } : {}) };
}

/** The saved requests as FILE#NAME lines (`--json`: what the Requests pane lists, `requests.list`). */
async function listRequests(dir: string, io: IO, json: boolean): Promise<number> {
  const saved = await listSavedRequests(dir);
  if (json) io.out(JSON.stringify(saved));
  else if (saved.files.length === 0)
    io.out('No saved requests: add a requests/NAME.http file (METHOD {{endpoint}}/path), or save one from the Requests pane.');
  else
    for (const file of saved.files) {
      io.out(`${file.file}${file.problem ? `  (unreadable: ${file.problem})` : ''}`);
      for (const r of file.requests) io.out(`  ${file.file}#${r.name}  ${r.method} ${r.url}`);
    }
  return EXIT.ok;
}

export const request = defineCommand({
  name: 'request',
  usage: 'request [FILE[#NAME]] [--env NAME] [--dir DIR] [--installation ID] [--json] {studio} {trust}',
  summary: "Send a saved request (requests/*.http) to the integration's public endpoint; without FILE, list them.",
  details: [
    "FILE is a .http file of the folder's requests/ (the format of VS Code's REST Client and JetBrains' HTTP Client); #NAME picks one of its requests (default: the first).",
    "{{variables}} come from the file's @name = value lines, then the --env environment of requests/http-client.env.json and http-client.private.env.json, then {{endpoint}} (the installation's public endpoint).",
    "{{$processEnv NAME}} reads NAME as the manifest's secrets do: in a folder you have not trusted, only its .env and --env-allow names.",
    'It goes through the same path as the Requests pane: to a studio serving the folder when one runs, else to a host of its own. A redirect is printed, not followed.',
    'Exit 1 when the integration answers 400 or more.',
  ].join('\n'),
  options: {
    dir: DIR_OPTION,
    env: {
      type: 'string',
      valueName: 'NAME',
      description:
        'the environment of requests/http-client.env.json whose variables fill the request (not the manifest envs of other commands)',
    },
    installation: { type: 'string', valueName: 'ID', description: 'installation whose endpoint is called (default: dev)' },
    json: { type: 'boolean', description: 'print one JSON object (or the list of saved requests)' },
  },
  groups: [STUDIO_FLAGS, TRUST_FLAGS],
  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`request takes one FILE[#NAME], got ${positionals.length}; quote a name with spaces.`);
    const chosen = positionals[0] === undefined ? null : requestArgument(positionals[0]);
    const environment = typeof values.env === 'string' ? values.env : undefined;
    const dir = await integrationDirArgument(values.dir);
    // Listing reads the folder's requests/ files: nothing is sent, so the integration is neither built nor started.
    if (!chosen) return listRequests((await locateIntegration(dir)).dir, io, values.json === true);
    // --env names the requests' environment here, not the host's: it must not ask for a host of the command's own.
    const studio = await oneShotStudio(dir, { ...values, env: undefined }, io.err, () =>
      openHeadless(dir, { ...trustArgument(values), onNotice: (line) => io.err(line) }),
    );
    try {
      const { client } = studio;
      const installationId = typeof values.installation === 'string' ? values.installation : DEV_INSTALLATION_ID;
      const { name, ...resolved } = await client.call('requests.resolve', {
        installationId,
        ...chosen,
        ...(environment && { environment }),
      });
      const answer = await client.call('installations.sendRequest', resolved);
      const location = answer.status >= 300 && answer.status < 400 ? answer.headers.find((h) => h.name === 'location')?.value : undefined;
      if (values.json) {
        io.out(JSON.stringify({ name, request: { method: resolved.method, path: resolved.path }, ...answer }));
      } else {
        io.out(`${name}: ${resolved.method} ${answer.url}`);
        io.out(
          `${answer.status} in ${Math.round(answer.durationMs)} ms${answer.recordId !== null ? ` (journal #${answer.recordId})` : ''}`,
        );
        if (location !== undefined) io.out(`Redirects to ${new URL(location, answer.url).href} (not followed)`);
        if (answer.body) io.out(answer.body);
        for (const log of answer.logs) io.out(`[${new Date(log.ts).toISOString()}] ${log.level}: ${log.message}`);
      }
      return answer.status < 400 ? EXIT.ok : EXIT.failure;
    } finally {
      await studio.close();
    }
  },
});
