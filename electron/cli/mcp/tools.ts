import { z } from 'zod';
import { stringify } from 'yaml';
import { RenderInput } from '../../../shared/api/host.ts';
import { checkPayload, EVENT_SCHEMAS } from '../../../shared/api/installations.ts';
import { readAnswer } from '../../../shared/contentkit/index.ts';
import { suggestMockName } from '../../../shared/mocks/draft.ts';
import { Mock, MOCK_NAME } from '../../../shared/mocks/schema.ts';
import { generateEvent, RUNTIME_EVENT_TYPES } from '../../../shared/platform/index.ts';
import { renderProblems } from '../commands/render.ts';
import { firstContentSource } from '../commands/trigger.ts';
import { queuedTaskOverride, taskNumber, TOOL_NAMING } from '../queued-task.ts';
import { visitorOverrides } from '../visitor-request.ts';
import { defineTool, json, methodTool, toolError, type Tool, type ToolAnswer } from './tool.ts';
import { sendWebhookTool } from './webhook-tool.ts';
import { installationTools } from './installation-tools.ts';

const JsonObject = z.record(z.string(), z.unknown());
/** NAME → VALUE, as trigger's NAME=VALUE flags give them: a name is never empty. */
const VisitorPairs = z
  .record(z.string(), z.string())
  .refine((pairs) => !Object.hasOwn(pairs, ''), 'each name is a non-empty text, e.g. {"session": "abc"}');
type EventType = (typeof RUNTIME_EVENT_TYPES)[number];

/** The answer's body as JSON when it is JSON, else as the text it is. */
function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const fireEvent = defineTool({
  name: 'fire_event',
  title: 'Fire a runtime event',
  description:
    "Deliver one runtime event of the platform's Event union to the integration, as `integration-studio trigger` does: the payload is generated valid against the platform's API description and `payload` fields go on top (a fetch_visitor_authentication takes the visitor request's `searchParams`, `cookies` and `logout` as trigger's flags do; a task event carries what the integration queued with queueTask: the only queued task, or the one `task` names by its number, as trigger --task does). Answers the status, headers, body, the sandbox's error if any, the integration's logs with stacks mapped to its source, and the journal record id (read it with read_record, keep it with save_fixture).",
  input: z
    .object({
      type: z.enum(RUNTIME_EVENT_TYPES as [EventType, ...EventType[]]).describe('The event type.'),
      payload: JsonObject.optional().describe('Fields set on the generated event (e.g. {"spaceId": "…"}).'),
      installationId: z.string().min(1).max(100).optional().describe('The installation to deliver to (default: the development one, dev).'),
      sourceId: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .describe("content_compute_*: the content source asked (default: the manifest's first contentSources id)."),
      searchParams: VisitorPairs.optional().describe(
        'fetch_visitor_authentication: the search parameters of the visitor request (e.g. {"lang": "fr"}), as trigger --search-param.',
      ),
      cookies: VisitorPairs.optional().describe(
        'fetch_visitor_authentication: the cookies of the visitor request (e.g. {"session": "abc"}), as trigger --cookie.',
      ),
      logout: z
        .boolean()
        .optional()
        .describe("fetch_visitor_authentication: the logout action (action: 'logout' on the event), as trigger --logout."),
      task: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe(
          'task: the number of the queued task to deliver (#N in the list an error shows when several are queued), as trigger --task N; default: the only one queued.',
        ),
    })
    .strict(),
  readOnly: false,
  async run({ type, payload, installationId, sourceId, searchParams, cookies, logout, task: seq }, { client }) {
    if (payload && 'type' in payload && payload.type !== type)
      return toolError(`payload.type is ${JSON.stringify(payload.type)} but type is ${type}: drop payload.type.`);
    // The visitor fields first, payload on top, as trigger's flags and --payload.
    const visitor = visitorOverrides(type, { searchParams, cookies, logout }, 'searchParams, cookies and logout');
    const source =
      sourceId ?? (type.startsWith('content_compute_') ? firstContentSource((await client.call('manifest.get')).text) : undefined);
    // The Queued tasks list's rule, shared with trigger: the one named, else the only one; payload.task wins.
    const taskSeq = taskNumber(seq, type, TOOL_NAMING);
    const task = type === 'task' ? queuedTaskOverride(await client.call('installations.queuedTasks'), taskSeq, payload, TOOL_NAMING) : {};
    const event = generateEvent(type, {
      overrides: { ...task, ...visitor, ...payload },
      scope: { ...(installationId && { installationId }), ...(source && { sourceId: source }) },
    });
    // The Events pane refuses a payload its schema rejects; so does this tool.
    const problems = type in EVENT_SCHEMAS ? checkPayload(type, event as unknown as Record<string, unknown>) : [];
    if (problems.length)
      return toolError(
        `payload makes an invalid ${type} event: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}.`,
      );
    const result = await client.call('host.dispatch', { event: event as unknown as { type: string }, installationId });
    return json({ ...result, body: parsedBody(result.body) });
  },
});

const renderComponent = defineTool({
  name: 'render_component',
  title: 'Render a component',
  description:
    "Render one ContentKit component (a ui_render event, with an action when given), as `integration-studio render` does: answers the status, the element tree the integration returned, the ContentKit `problems` the Preview would show in error boxes (empty when the tree is fine), the logs with mapped stacks behind a failure, and where each element was written. With `png`, also the tree drawn by the Preview's renderer in headless Chromium, as an image.",
  input: RenderInput.extend({
    png: z.boolean().default(false).describe("Also draw the answer with the Preview's renderer and return it as a PNG image."),
    width: z.number().int().min(16).max(4096).default(768).describe("The PNG's width in pixels (768: the content column)."),
  }).strict(),
  readOnly: false,
  async run({ png, width, ...input }, { client }) {
    const result = await client.call('host.render', input);
    const answer: ToolAnswer = json({ ...result, problems: renderProblems(result) });
    if (!png) return answer;
    const read = readAnswer(result.status, result.body);
    if (read.kind !== 'answer' || read.answer.type !== 'element') {
      answer.content.push({ type: 'text', text: `No PNG: ${input.componentId} answered no element to draw (status ${result.status}).` });
      return answer;
    }
    // Chromium is loaded only when a picture is asked for.
    const { openSnapshotPage } = await import('../../services/preview/snapshot.ts');
    const page = await openSnapshotPage(width);
    try {
      const image = await page.capture({
        componentId: input.componentId,
        props: read.answer.props ?? input.props,
        state: read.answer.state ?? {},
        element: read.answer.element,
        theme: input.context.theme ?? 'light',
      });
      answer.content.push({ type: 'image', data: image.toString('base64'), mimeType: 'image/png' });
    } finally {
      await page.close();
    }
    return answer;
  },
});

const validateManifest = defineTool({
  name: 'validate_manifest',
  title: 'Validate the manifest',
  description:
    "Check the manifest as `integration-studio validate` does (YAML, schema, the platform's rules, the files it names): `valid` and each diagnostic with its severity, code, JSON pointer, line and column. Without `text`, the manifest file as saved; with it, that text without saving it.",
  input: z.object({ text: z.string().max(2_000_000).optional().describe('Manifest text to check instead of the saved file.') }).strict(),
  readOnly: true,
  async run({ text }, { client }) {
    if (text !== undefined) return json(await client.call('manifest.validate', { text }));
    const { path, diagnostics } = await client.call('manifest.get');
    return json({ path, valid: !diagnostics.some((d) => d.severity === 'error'), diagnostics });
  },
});

const runFixtures = defineTool({
  name: 'run_fixtures',
  title: 'Run the fixtures',
  description:
    "Run every fixture of the folder's fixtures/ (or those whose name contains `filter`) as `integration-studio test --reporter json` does, on a host started for them: the report, with each fixture's status and readable failure lines.",
  input: z
    .object({
      filter: z.string().min(1).max(200).optional().describe('Only the fixtures whose name contains this text.'),
      updateSnapshots: z.boolean().optional().describe('Write the element trees as the new snapshots.'),
    })
    .strict(),
  readOnly: false,
  run: async (input, { runFixtures: run }) => json(await run(input)),
});

const addMock = defineTool({
  name: 'add_mock',
  title: 'Add an outbound mock',
  description:
    "Save an outbound mock as mocks/NAME.yaml, as `integration-studio mock add` does: it answers the integration's fetch() calls that match `mock.request` without the network (the default outbound mode uses it; lockdown lets only mocks answer).",
  input: z
    .object({
      name: z
        .string()
        .regex(MOCK_NAME, 'a mock name is letters, digits, dots, dashes and underscores (at most 100)')
        .optional()
        .describe('The mock name (default: from the method and URL).'),
      mock: Mock,
      overwrite: z.boolean().optional().describe('Replace a mock of the same name.'),
    })
    .strict(),
  readOnly: false,
  async run({ name, mock, overwrite }, { client }) {
    let chosen = name;
    if (!chosen) {
      try {
        chosen = suggestMockName(mock.request.method ?? 'GET', mock.request.url.replaceAll('*', 'any'));
      } catch {
        return toolError(`mock.request.url must be a URL pattern such as https://api.example.com/items/*, or give a name.`);
      }
    }
    const saved = await client.call('mocks.save', { name: chosen, text: stringify(mock), overwrite });
    return json({ name: chosen, ...saved });
  },
});

/** Every tool the MCP server offers, each a thin call of the Studio API's own operations. */
export const TOOLS: Tool[] = [
  validateManifest,
  fireEvent,
  renderComponent,
  methodTool('inspector.query', {
    name: 'query_journal',
    title: 'Query the journal',
    description:
      "Journal records, newest first, filtered as the Inspector filters them (kinds, statuses, httpStatus classes, eventType, installationId, text, from/to in epoch ms, topLevel); page with `before` = the previous page's nextCursor. Rows carry the id read_record takes.",
    readOnly: true,
  }),
  methodTool('inspector.get', {
    name: 'read_record',
    title: 'Read a journal record',
    description:
      'One journal record with all its data (a dispatch with its event, answer, logs and mapped stacks; a request; a delivery attempt…), its parent, children and related webhook records.',
    readOnly: true,
  }),
  methodTool('fixtures.save', {
    name: 'save_fixture',
    title: 'Save a record as a fixture',
    description:
      'Save a journal record that was an input (a dispatch, a render, a public-endpoint request, a webhook) as fixtures/NAME.json, secrets replaced by ${{ env.NAME }} references; `mocks` also saves the answers its outbound calls got. run_fixtures replays it.',
    readOnly: false,
  }),
  runFixtures,
  addMock,
  methodTool('mocks.list', {
    name: 'list_mocks',
    title: 'List the outbound mocks',
    description: "The outbound mode and the folder's mocks, each with its rule, hits and last request.",
    readOnly: true,
  }),
  sendWebhookTool,
  ...installationTools,
];

export function findTool(name: string): Tool | undefined {
  return TOOLS.find((tool) => tool.name === name);
}
