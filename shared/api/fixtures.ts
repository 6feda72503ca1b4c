import { z } from 'zod';
import { method } from './contract.ts';

/** The journal kinds that were an input to the integration, so they can be saved as a fixture (derived from the entry union). */
export { CAPTURABLE_KINDS } from '../journal/entries.ts';

/** A fixture name is a file name: letters, digits, dots, dashes and underscores. */
const FixtureName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'a fixture name is letters, digits, dots, dashes and underscores (at most 100)');

export const SavedFixture = z.object({
  name: z.string(),
  /** Absolute path of the written file. */
  file: z.string(),
  /** Environment variables the fixture references in place of the secrets it had. */
  references: z.array(z.string()),
  /** With `mocks`: the mocks the fixture names (its outbound answers), and the calls left out with why. */
  mocks: z.array(z.string()).optional(),
  mocksSkipped: z.array(z.string()).optional(),
});
export type SavedFixture = z.infer<typeof SavedFixture>;

export const FixtureSummary = z.object({
  name: z.string(),
  /** Relative to the integration folder, e.g. fixtures/greeting.json. */
  file: z.string(),
  kind: z.enum(['event', 'render', 'request', 'webhook', 'steps', 'invalid']),
  description: z.string().nullable(),
  /** The fixture as stored (references unresolved); null when it is invalid. */
  fixture: z.record(z.string(), z.unknown()).nullable(),
  /** Why it is invalid, naming the file and field; null when valid. */
  error: z.string().nullable(),
});
export type FixtureSummary = z.infer<typeof FixtureSummary>;

export const fixturesMethods = {
  'fixtures.save': method(
    z
      .object({
        recordId: z.number().int().positive(),
        name: FixtureName.optional(),
        force: z.boolean().optional(),
        /** Also save the answers its outbound calls got as mocks (mocks/), named by the fixture's `mocks`. */
        mocks: z.boolean().optional(),
        /** The workspace the record was seen in (`Workspace.id`); another open workspace refuses the write with `workspace-changed`. */
        workspaceId: z.string().min(1).max(100).optional(),
      })
      .strict(),
    SavedFixture,
    'Save a journal record that was an input (dispatch, public-endpoint request, webhook) as fixtures/NAME.json; secrets become ${{ env.NAME }} references.',
  ),
  'fixtures.list': method(z.object({}).strict(), z.array(FixtureSummary), "The fixtures in the open integration's fixtures/ folder."),
};
