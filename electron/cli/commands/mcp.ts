import { resolve } from 'node:path';
import { ENVIRONMENT_FLAGS, environmentArgument } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, hostOptionsArgument, integrationDirArgument, LIMIT_FLAGS, openHeadless } from '../host-options.ts';
import { defineCommand, EXIT, UsageError } from '../command.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';
import { oneShotStudio, STUDIO_FLAGS, studioUrlArgument } from '../remote-studio.ts';
import { envAllowFor, TRUST_FLAGS } from '../trust-flags.ts';
import { runFixtureReport } from '../mcp/fixtures-run.ts';
import { createMcpServer, serveOnStdio } from '../mcp/server.ts';
import { linkStudio } from '../mcp/studio-link.ts';

export const mcp = defineCommand({
  name: 'mcp',
  usage: 'mcp [DIR | --dir DIR] {studio} {allow-outbound} {env} {trust} {limits}',
  summary: "Serve the studio's operations to coding agents as a Model Context Protocol server on stdin/stdout.",
  details: [
    'DIR is the integration folder (default: the current folder). An MCP client (Claude Code, VS Code, Cursor…) starts this',
    'command and speaks the protocol on its stdin and stdout; notices go to stderr. It listens on no socket.',
    'Tools: validate_manifest, fire_event, render_component, query_journal, read_record, save_fixture, run_fixtures, add_mock, list_mocks, send_webhook. Resources: studio://manifest, studio://fixtures, studio://journal/recent, studio://journal/{id}.',
    'With a studio serving the folder (`serve`, found by itself, or --studio URL) the tools act on its host, installations and',
    'journal, so what the agent does shows in its Inspector; otherwise, or with --no-studio or flags that shape a host, it starts its own.',
    'When that studio stops (or opens another folder), tool calls answer an error saying so until a studio serves the folder again; the next call attaches to it.',
    'It ends when its stdin closes. See docs/mcp.md for client configurations.',
  ].join('\n'),
  options: { dir: DIR_OPTION },
  groups: [STUDIO_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS, LIMIT_FLAGS],
  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`mcp takes one DIR, got ${positionals.length}.`);
    const dir = await integrationDirArgument(folderArgument(positionals[0], values.dir));
    const options = hostOptionsArgument(values);
    const studio = await oneShotStudio(dir, values, io.err, () =>
      // A build that fails keeps the server up: the agent reads the error (fire_event, render_component) and fixes it; saves rebuild.
      openHeadless(dir, { ...options, keepWhenBroken: true, waitForDebugger: false, onNotice: (line) => io.err(line) }),
    );
    // Attached to a running studio, the session outlives it: see studio-link.ts.
    const link = studio.remote
      ? linkStudio(studio.remote, {
          dir: resolve(dir),
          origin: typeof values.studio === 'string' ? studioUrlArgument(values.studio).origin : null,
          notice: (line) => io.err(`integration-studio mcp: ${line}`),
        })
      : null;
    const envAllow = await envAllowFor(dir, values);
    try {
      const server = createMcpServer({
        client: link?.client ?? studio.client,
        dir,
        // Fixtures run in installations of their own, on a host started for them, as `test` runs them.
        runFixtures: (input) =>
          runFixtureReport(dir, {
            ...input,
            limits: options,
            allowOutbound: options.allowOutbound,
            envAllow,
            ...environmentArgument(values.env),
          }),
      });
      io.err(`integration-studio mcp: serving ${dir} on stdio${studio.remote ? ` through the studio at ${studio.remote.origin}` : ''}.`);
      await serveOnStdio(server);
    } finally {
      if (link) link.close();
      else await studio.close();
    }
    return EXIT.ok;
  },
});
