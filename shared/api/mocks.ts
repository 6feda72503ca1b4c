import { z } from 'zod';
import { method } from './contract.ts';
import { MOCK_NAME, OutboundMode } from '../mocks/schema.ts';

const MockName = z.string().regex(MOCK_NAME, 'a mock name is letters, digits, dots, dashes and underscores (at most 100)');
/** The workspace the user was looking at (`Workspace.id`); another open workspace refuses the write with `workspace-changed`. */
const WorkspaceId = z.string().min(1).max(100).optional();

export const MockSummary = z.object({
  name: z.string(),
  /** Relative to the integration folder, e.g. mocks/get-sentry.io-issues.yaml. */
  file: z.string(),
  /** The file as written (YAML or JSON), for editing. */
  text: z.string(),
  method: z.string().nullable(),
  url: z.string(),
  disabled: z.boolean(),
  /** Answers it gave in this session (the records this studio process wrote). */
  hits: z.number().int(),
  /** Answers it gave in the whole journal of the folder (other processes and earlier sessions too), as `mock list` counts. */
  journalHits: z.number().int(),
  lastRequest: z.object({ at: z.number(), method: z.string(), url: z.string() }).nullable(),
});
export type MockSummary = z.infer<typeof MockSummary>;

export const MocksState = z.object({
  mode: OutboundMode,
  mocks: z.array(MockSummary),
  /** Why the mocks cannot be read (names the file and field); null when they can. */
  error: z.string().nullable(),
});
export type MocksState = z.infer<typeof MocksState>;

export const mocksMethods = {
  'mocks.list': method(z.object({}).strict(), MocksState, "The outbound mode and the open integration's mocks with their hits."),
  'mocks.fromRecord': method(
    z.object({ recordId: z.number().int().positive() }).strict(),
    z.object({ name: z.string(), text: z.string(), note: z.string().nullable() }),
    'A mock answering as an outbound record was answered (YAML, credentials as ${{ env.NAME }} references), to edit before saving.',
  ),
  'mocks.save': method(
    z
      .object({ name: MockName, text: z.string().max(5 * 1024 * 1024), overwrite: z.boolean().optional(), workspaceId: WorkspaceId })
      .strict(),
    z.object({ file: z.string() }),
    'Save a mock (YAML) as mocks/NAME.yaml; an invalid one is refused naming the field.',
  ),
  'mocks.remove': method(
    z.object({ name: MockName, workspaceId: WorkspaceId }).strict(),
    z.object({ file: z.string() }),
    'Delete mocks/NAME.*.',
  ),
  'mocks.setEnabled': method(
    z.object({ name: MockName, enabled: z.boolean(), workspaceId: WorkspaceId }).strict(),
    z.object({ file: z.string() }),
    'Enable or disable a mock (its `disabled` field).',
  ),
  'mocks.setMode': method(
    z.object({ mode: OutboundMode }).strict(),
    z.object({ mode: OutboundMode }),
    'How outbound requests are answered from now on: live, mock, record or lockdown (for this run of the studio).',
  ),
};
