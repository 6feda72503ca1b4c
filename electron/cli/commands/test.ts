import { basename } from 'node:path';
import { StudioError } from '../../../shared/api/errors.ts';
import { ServiceError } from '../../lib/service-error.ts';
import { UnknownEnvironmentError } from '../../services/fixtures/engine.ts';
import {
  jsonReport,
  junitReport,
  REPORTERS,
  tapReport,
  textLines,
  textSummary,
  type ReporterName,
} from '../../services/fixtures/reporters.ts';
import { ENVIRONMENT_FLAGS, environmentArgument } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, allowOutboundArgument, hostLimitsArgument, LIMIT_FLAGS } from '../host-options.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import { defineCommand, EXIT, UsageError } from '../command.ts';
import { envAllowFor, TRUST_FLAGS } from '../trust-flags.ts';
import { fixturesLookedFor, runFixtureSuite, selectFixtures } from '../fixture-suite.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';

export const test = defineCommand({
  name: 'test',
  usage:
    'test [DIR | --dir DIR] [--update-snapshots] [--png [--width N] [--tolerance PERCENT]] [--reporter text|junit|tap|json] [--filter TEXT] {env} {allow-outbound} {trust} {limits}',
  summary: "Run every fixture in the integration's fixtures/ folder against one running host; exit 1 on any failure.",
  details: [
    'DIR is the integration folder (default: the current folder). Fixtures are fixtures/*.json, *.yaml or *.yml.',
    'The integration is built and started once; each fixture is then one dispatch (or one per step).',
    'Prints a line per fixture and a readable diff under each failure. With --reporter junit|tap|json the',
    'report goes to stdout and the progress lines to stderr, e.g. `integration-studio test --reporter junit > junit.xml`.',
    'Snapshots live in fixtures/__snapshots__/NAME.snap.json; a missing one is written, except when the CI',
    'variable is set (then it fails). Non-interactive; nothing leaves the machine but what the integration fetches.',
    'Local addresses stay refused to the integration as in the studio; --allow-outbound lets one through (a mock backend in CI).',
    'Exit 0 when every fixture passes, 1 when one fails (or there is none), 2 when DIR is not an integration.',
  ].join('\n'),
  options: {
    dir: DIR_OPTION,
    'update-snapshots': { type: 'boolean', short: 'u', description: 'write the element trees as the new snapshots' },
    reporter: { type: 'string', valueName: 'NAME', description: `report format: ${REPORTERS.join(', ')} (default text)` },
    filter: { type: 'string', valueName: 'TEXT', description: 'run only the fixtures whose name contains TEXT' },
    png: {
      type: 'boolean',
      description: 'render fixtures with a snapshot also keep an image of it (the Preview renderer, headless Chromium)',
    },
    width: { type: 'string', valueName: 'N', description: 'with --png: the images’ width in pixels (default 768)' },
    tolerance: { type: 'string', valueName: 'PERCENT', description: 'with --png: the share of pixels that may differ (default 0.1)' },
  },
  groups: [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS],
  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`test takes one DIR, got ${positionals.length}.`);
    const reporter = (values.reporter ?? 'text') as ReporterName;
    if (!REPORTERS.includes(reporter))
      throw new UsageError(`--reporter must be one of ${REPORTERS.join(', ')}, got ${JSON.stringify(values.reporter)}.`);
    const limits = hostLimitsArgument(values);
    const allowOutbound = allowOutboundArgument(values['allow-outbound']);
    const { dir } = await locateIntegration(folderArgument(positionals[0], values.dir) ?? '.');
    const envAllow = await envAllowFor(dir, values);
    const filter = typeof values.filter === 'string' ? values.filter : undefined;
    const images = imageArguments(values);
    const fixtures = await selectFixtures(dir, filter);
    // Progress goes where the report does not: stdout for people, stderr when stdout is a report file.
    const progress = reporter === 'text' ? io.out : io.err;
    if (fixtures.length === 0) {
      io.err(
        `integration-studio test: no ${fixturesLookedFor(dir, filter)}. Save one from the studio (Save as fixture) or with \`integration-studio fixture save RECORD_ID\`.`,
      );
      return EXIT.failure;
    }
    const { reports, summary } = await runFixtureSuite(dir, fixtures, {
      engine: {
        ...limits,
        allowOutbound,
        envAllow,
        ...environmentArgument(values.env),
        onDebugger: ({ webSocket, devtools }) => {
          io.err(`Debugger listening on ${webSocket}`);
          io.err(`Open ${devtools} in a Chromium-based browser, or attach VS Code; waiting for a debugger…`);
        },
      },
      updateSnapshots: values['update-snapshots'] === true,
      // Chromium is loaded only with --png, and only once a fixture needs an image.
      images: images ? async () => (await import('../../services/preview/image-snapshot.ts')).imageSnapshots(images) : undefined,
      onReport(report) {
        for (const line of textLines(report)) progress(line);
      },
      startFailed(error) {
        if (error instanceof UnknownEnvironmentError) return new UsageError(`--env ${String(values.env)}: ${error.message}`);
        if (error instanceof StudioError || error instanceof ServiceError) return error;
        return new Error(`cannot start the integration: ${(error as Error).message}`, { cause: error });
      },
    });
    progress(textSummary(summary));
    if (reporter === 'json') io.out(jsonReport(reports, summary));
    else if (reporter === 'tap') io.out(tapReport(reports));
    else if (reporter === 'junit') io.out(junitReport(reports, summary, basename(dir)));
    return summary.failed === 0 ? EXIT.ok : EXIT.failure;
  },
});

/** `--png` with its width and tolerance (a percent of pixels), or null without it. */
function imageArguments(values: Record<string, unknown>): { width: number; tolerance: number } | null {
  if (values.png !== true) {
    if (values.width !== undefined || values.tolerance !== undefined)
      throw new UsageError('--width and --tolerance size and judge the --png images: give --png with them.');
    return null;
  }
  const width = values.width === undefined ? 768 : Number(values.width);
  if (!Number.isInteger(width) || width < 16 || width > 4096)
    throw new UsageError(`--width is the images' width in pixels, a whole number from 16 to 4096, got ${JSON.stringify(values.width)}.`);
  const tolerance = values.tolerance === undefined ? 0.1 : Number(values.tolerance);
  if (!Number.isFinite(tolerance) || tolerance < 0 || tolerance > 100)
    throw new UsageError(`--tolerance is a percent of pixels from 0 to 100, got ${JSON.stringify(values.tolerance)}.`);
  return { width, tolerance: tolerance / 100 };
}
