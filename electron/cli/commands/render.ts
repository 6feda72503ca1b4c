import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { RenderContext, type RenderResult } from '../../../shared/api/host.ts';
import type { StudioClient } from '../../../shared/api/client.ts';
import {
  contentKitProblems,
  findUnfurlBlock,
  noUnfurlMatch,
  readAnswer,
  selectOptionSources,
  SITE_RENDER_CONTEXT,
  siteProblems,
  unfurlAction,
  unfurlBlocksOf,
  type NodeIssue,
} from '../../../shared/contentkit/index.ts';
import { MANIFEST_FILE } from '../../../shared/manifest/file-name.ts';
import { ENVIRONMENT_FLAGS } from '../environment-flags.ts';
import { ALLOW_OUTBOUND_FLAGS, hostOptionsArgument, integrationDirArgument, jsonObjectArgument, LIMIT_FLAGS } from '../host-options.ts';
import { defineCommand, EXIT, UsageError, type IO } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';
import { FIXTURE_WITHOUT_STUDIO, oneShotHost, STUDIO_FLAGS } from '../remote-studio.ts';
import { FIXTURE_FLAGS, replayFromFlags } from './fixture-flags.ts';
import { TRUST_FLAGS } from '../trust-flags.ts';

const CONTEXT_TYPES = [
  'document',
  'configuration_account',
  'configuration_space',
  'configuration_site',
  'configuration_contentsource',
] as const;

export const render = defineCommand({
  name: 'render',
  usage:
    'render COMPONENT [--dir DIR] [--installation ID] [--props JSON] [--state JSON] [--action JSON] [--context TYPE] [--theme light|dark] [--mode app|site] [--png FILE [--width N]] [--json] | render --unfurl URL [--dir DIR] [--json] | render {fixture}' +
    ' (the first two with {studio}) (each with {allow-outbound} {env} {trust} {limits})',
  summary: 'Render one ContentKit component (a ui_render event, with an action when given) and print the answer.',
  details:
    `--context is one of ${CONTEXT_TYPES.join(', ')} (default: document, editable).\nJSON values may be given as @file.\n` +
    '--unfurl URL renders the block whose manifest urlUnfurl pattern matches URL, sending it @link.unfurl as the editor does when the link is pasted.\n' +
    "--png FILE draws the answer with the Preview's renderer in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and writes a PNG --width pixels wide (default 768, the content column) in the --theme (default light, which the render context carries too).\n" +
    'With a studio serving the folder (`serve`, found by itself, or --studio URL) the render goes to its host and installations and shows in its Inspector; otherwise, or with --no-studio or flags that shape a host, the command starts a host of its own.\n' +
    'The answer is checked as the Preview checks it: --json carries `problems` (empty when the tree is fine), the text lists them; exit code 1 when there are any or the status is 400 or more.\n' +
    '--mode site renders as a published page asks (a read-only document, theme light whatever --theme says, which then colours only the PNG) and adds to `problems` each element or part of one the published site\'s renderer does not draw (the Preview\'s "Published site" mode); the PNG is drawn as the site draws it.',
  options: {
    dir: DIR_OPTION,
    props: { type: 'string', valueName: 'JSON', description: 'the component props' },
    state: { type: 'string', valueName: 'JSON', description: 'the current state (default: the component’s initial state)' },
    action: { type: 'string', valueName: 'JSON', description: 'an action to send, e.g. {"action":"click"}' },
    unfurl: { type: 'string', valueName: 'URL', description: 'paste a link: render the block that unfurls it' },
    context: { type: 'string', valueName: 'TYPE', description: 'render context type' },
    theme: { type: 'string', valueName: 'THEME', description: 'light or dark: the render context theme (and the PNG’s)' },
    mode: { type: 'string', valueName: 'MODE', description: 'app (default) or site: check and draw as the published site does' },
    png: { type: 'string', valueName: 'FILE', description: 'also draw the answer as the Preview does and write it as a PNG' },
    width: { type: 'string', valueName: 'N', description: 'the PNG’s width in pixels (default 768)' },
    installation: { type: 'string', valueName: 'ID', description: 'installation to render for (default: dev)' },
    json: { type: 'boolean', description: 'print one JSON object' },
  },
  groups: [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS, STUDIO_FLAGS, FIXTURE_FLAGS],
  async run({ values, positionals }, io) {
    if (values.fixture !== undefined) {
      if (values.studio !== undefined) throw new UsageError(FIXTURE_WITHOUT_STUDIO);
      const observation = await replayFromFlags('render', ['render'], values, positionals, await integrationDirArgument(values.dir));
      const body = observation.json ?? observation.body;
      if (values.json === true) io.out(JSON.stringify({ status: observation.status, durationMs: observation.durationMs, body }));
      else {
        io.out(`${observation.status} in ${Math.round(observation.durationMs)} ms`);
        io.out(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
      }
      return observation.status < 400 ? EXIT.ok : EXIT.failure;
    }
    const dir = await integrationDirArgument(values.dir);
    let componentId = positionals[0];
    let unfurl: Record<string, unknown> | undefined;
    if (typeof values.unfurl === 'string') {
      if (componentId) throw new UsageError('--unfurl finds the block itself: give either COMPONENT or --unfurl URL, not both.');
      if (values.action !== undefined) throw new UsageError('--unfurl sends @link.unfurl: it takes no --action.');
      let manifest: unknown;
      try {
        manifest = parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
      } catch (error) {
        throw new UsageError(
          `--unfurl reads the blocks' urlUnfurl patterns from ${MANIFEST_FILE}, which could not be read: ${(error as Error).message}`,
        );
      }
      const blocks = unfurlBlocksOf(manifest);
      const match = findUnfurlBlock(blocks, values.unfurl);
      if (!match) {
        io.err(noUnfurlMatch(blocks, values.unfurl));
        return EXIT.failure;
      }
      io.err(`${values.unfurl} matches ${match.pattern}: rendering block ${match.block.id} with @link.unfurl.`);
      componentId = match.block.id;
      unfurl = unfurlAction(values.unfurl);
    }
    if (!componentId) throw new UsageError('name the COMPONENT to render (its componentId), or paste a link with --unfurl URL.');
    const contextType = String(values.context ?? 'document');
    const theme = themeArgument(values.theme);
    const mode = modeArgument(values.mode);
    const context = RenderContext.safeParse(
      contextType !== 'document'
        ? { type: contextType, theme }
        : mode === 'site'
          ? SITE_RENDER_CONTEXT
          : { type: 'document', editable: true, theme },
    );
    if (!context.success) throw new UsageError(`--context must be one of ${CONTEXT_TYPES.join(', ')}, got ${JSON.stringify(contextType)}.`);
    const png = pngArguments(values);
    const props = await jsonObjectArgument(values.props, 'props');
    const state = await jsonObjectArgument(values.state, 'state');
    const action = unfurl ?? (await jsonObjectArgument(values.action, 'action'));
    if (action && typeof action.action !== 'string') throw new UsageError('--action needs an "action" name, e.g. {"action":"click"}.');
    const hostOptions = hostOptionsArgument(values);
    // Chromium starts while the integration does (loaded only here: a render without --png never pays for it).
    const snapshotPage = png ? import('../../services/preview/snapshot.ts').then((module) => module.openSnapshotPage(png.width)) : null;
    // Until it is awaited below, a failure of its own must not surface as an unhandled rejection.
    snapshotPage?.catch(() => {});
    let studio;
    try {
      studio = await oneShotHost(dir, values, io, hostOptions);
    } catch (error) {
      await snapshotPage?.then((page) => page.close()).catch(() => {});
      throw error;
    }
    try {
      const installationId = typeof values.installation === 'string' ? values.installation : undefined;
      const result = await studio.client.call('host.render', {
        componentId,
        props,
        state,
        action,
        context: context.data,
        installationId,
      });
      const problems = renderProblems(result, mode);
      const options = await selectOptions(studio.client, result, installationId);
      printRender(result, problems, io, values.json === true, options);
      if (png && snapshotPage) {
        const read = readAnswer(result.status, result.body);
        if (read.kind !== 'answer' || read.answer.type !== 'element') {
          io.err(`--png: ${componentId} answered no element to draw (status ${result.status}); no PNG was written.`);
          return EXIT.failure;
        }
        const page = await snapshotPage;
        try {
          const size = await page.draw(
            {
              componentId,
              props: read.answer.props ?? props ?? {},
              state: read.answer.state ?? {},
              element: read.answer.element,
              theme: theme ?? 'light',
              mode,
            },
            png.file,
          );
          io.err(`Wrote ${png.file} (${size.width}×${size.height}, ${theme ?? 'light'}).`);
        } finally {
          await page.close();
        }
      }
      return result.status < 400 && problems.length === 0 ? EXIT.ok : EXIT.failure;
    } finally {
      // A render that failed before drawing still closes the browser it started.
      if (snapshotPage) await snapshotPage.then((page) => page.close()).catch(() => {});
      await studio.close();
    }
  },
});

function modeArgument(value: unknown): 'app' | 'site' {
  if (value === undefined) return 'app';
  if (value !== 'app' && value !== 'site') throw new UsageError(`--mode must be app or site, got ${JSON.stringify(value)}.`);
  return value;
}

function themeArgument(value: unknown): 'light' | 'dark' | undefined {
  if (value === undefined) return undefined;
  if (value !== 'light' && value !== 'dark') throw new UsageError(`--theme must be light or dark, got ${JSON.stringify(value)}.`);
  return value;
}

/** The PNG's file and width; the widths a screen shows (16 to 4096 CSS pixels). */
function pngArguments(values: Record<string, unknown>): { file: string; width: number } | null {
  if (values.png === undefined) {
    if (values.width !== undefined) throw new UsageError('--width sizes the PNG: give --png FILE with it.');
    return null;
  }
  const file = String(values.png);
  if (!file) throw new UsageError('--png needs the FILE to write, e.g. --png block.png.');
  const width = values.width === undefined ? 768 : Number(values.width);
  if (!Number.isInteger(width) || width < 16 || width > 4096)
    throw new UsageError(`--width is the PNG's width in pixels, a whole number from 16 to 4096, got ${JSON.stringify(values.width)}.`);
  return { file, width };
}

/** One select's options as the Preview loads them: from its URL (a `{host, pathname}` on the studio's public origin). */
export type SelectOptionsReport = { path: string; url: string } & ({ options: { id: string; label: string }[] } | { error: string });

/** Every select of the answer whose options come from a URL, fetched through the studio as the Preview fetches them. */
async function selectOptions(
  client: StudioClient,
  result: RenderResult,
  installationId: string | undefined,
): Promise<SelectOptionsReport[]> {
  const read = readAnswer(result.status, result.body);
  if (read.kind !== 'answer' || read.answer.type !== 'element') return [];
  const { publicOrigin } = await client.call('app.info');
  const reports: SelectOptionsReport[] = [];
  for (const { path, url } of selectOptionSources(read.answer.element, read.answer.state ?? {}, publicOrigin)) {
    try {
      const { options } = await client.call('preview.options', installationId ? { url, installationId } : { url });
      reports.push({ path, url, options });
    } catch (error) {
      reports.push({ path, url, error: (error as Error).message });
    }
  }
  return reports;
}

/**
 * What the Preview would show in error boxes for this answer, and in `site` mode its flags (what the
 * published site does not draw): none unless it answered an element.
 */
export function renderProblems(result: Pick<RenderResult, 'status' | 'body'>, mode: 'app' | 'site' = 'app'): NodeIssue[] {
  const read = readAnswer(result.status, result.body);
  if (read.kind !== 'answer' || read.answer.type !== 'element') return [];
  const problems = contentKitProblems(read.answer.element);
  return mode === 'site' ? [...problems, ...siteProblems(read.answer.element)] : problems;
}

/**
 * The answer, then what is wrong with it: ContentKit problems under the tree, and behind an error
 * status the sandbox's reason and the integration's logs with their stacks mapped to its source.
 */
export function printRender(result: RenderResult, problems: NodeIssue[], io: IO, json: boolean, options: SelectOptionsReport[] = []) {
  const logs = result.logs ?? [];
  if (json) {
    io.out(
      JSON.stringify({
        status: result.status,
        durationMs: result.durationMs,
        body: result.body,
        problems,
        // Selects whose options come from a URL: what the Preview would list in each, or why it could not.
        ...(options.length ? { options } : {}),
        error: result.error ?? null,
        logs,
        // Development positions by node path, taken out of `body` (which stays as the platform would see it).
        ...(result.sources ? { sources: result.sources } : {}),
      }),
    );
    return;
  }
  io.out(`${result.status} in ${Math.round(result.durationMs)} ms${result.error ? ` — ${result.error}` : ''}`);
  io.out(typeof result.body === 'string' ? result.body : JSON.stringify(result.body, null, 2));
  if (problems.length) {
    io.out(
      `${problems.length} ContentKit problem${problems.length === 1 ? '' : 's'} (the Preview shows an error box or, in "Published site" mode, a flag in place of each):`,
    );
    for (const problem of problems)
      io.out(
        `  ${problem.path || '(root)'}: ${problem.element ?? 'node'}${problem.attribute ? ` ${problem.attribute}` : ''}: ${problem.message}`,
      );
  }
  for (const select of options)
    io.out(
      'options' in select
        ? `  select ${select.path || '(root)'}: ${select.options.length} option${select.options.length === 1 ? '' : 's'} from ${select.url}${select.options.length ? ` (${select.options.map((option) => option.label).join(', ')})` : ''}`
        : `  select ${select.path || '(root)'}: options from ${select.url} could not be loaded: ${select.error}`,
    );
  for (const log of logs) io.out(`[${new Date(log.ts).toISOString()}] ${log.level}: ${log.stack ?? log.message}`);
}
