import { z } from 'zod';
import { method } from './contract.ts';

/** One finding of the manifest validator, positioned for editors and compilers alike. */
export const Diagnostic = z.object({
  severity: z.enum(['error', 'warning']),
  /** Stable, kebab-case: tools and tests key on it. */
  code: z.string(),
  /** JSON pointer of the offending value (for a missing key, the pointer that key would have). */
  path: z.string(),
  /** 1-based position in the YAML text. */
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  endLine: z.number().int().min(1).optional(),
  endColumn: z.number().int().min(1).optional(),
  message: z.string(),
});
export type Diagnostic = z.infer<typeof Diagnostic>;

export const ManifestDocument = z.object({
  /** The workspace (`Workspace.id`) this text was read in; a save names it. */
  workspaceId: z.string(),
  path: z.string(),
  text: z.string(),
  /** Changes on every save or external edit; a save names the version it was based on. */
  version: z.number().int(),
  diagnostics: z.array(Diagnostic),
});
export type ManifestDocument = z.infer<typeof ManifestDocument>;

/** The `envs` entry whose overrides apply (`--env NAME`, the environment picker), and what it replaces. */
export const ManifestEnvironment = z.object({
  name: z.string().nullable(),
  available: z.array(z.string()),
  overrides: z.array(z.enum(['organization', 'visibility', 'secrets'])),
  problem: z.string().nullable(),
});
export type ManifestEnvironment = z.infer<typeof ManifestEnvironment>;

/** Unsaved manifest text kept for the open integration's manifest, with the file text it was typed over. */
export const ManifestDraft = z.object({ text: z.string(), baseText: z.string(), savedAt: z.number() });
export type ManifestDraft = z.infer<typeof ManifestDraft>;

export const manifestMethods = {
  'manifest.draft': method(
    z.object({}).strict(),
    ManifestDraft.nullable(),
    "The unsaved edits kept for the open integration's manifest (across restarts of the studio), or null.",
  ),
  'manifest.keepDraft': method(
    z
      .object({
        /** The workspace and file the text was read from: a draft is kept only for the file that is open. */
        workspaceId: z.string().min(1).max(100),
        path: z.string().min(1).max(4096),
        /** null: nothing unsaved any more (saved or discarded). */
        draft: z
          .object({ text: z.string().max(2_000_000), baseText: z.string().max(2_000_000) })
          .strict()
          .nullable(),
      })
      .strict(),
    z.object({}).strict(),
    "Keep (or drop) the unsaved edits of the open integration's manifest, on disk in the user's config folder until saved or discarded.",
  ),
  'manifest.environment': method(
    z.object({}).strict(),
    ManifestEnvironment,
    'The selected `envs` entry (null: none), the ones the manifest defines and the fields it overrides.',
  ),
  'manifest.setEnvironment': method(
    z.object({ name: z.string().min(1).max(200).nullable() }).strict(),
    ManifestEnvironment,
    'Select the `envs` entry whose overrides (organization, visibility, secrets) the host, installations and validation see; null for none.',
  ),
  'manifest.get': method(z.object({}).strict(), ManifestDocument, "The open integration's manifest text with its diagnostics."),
  'manifest.schema': method(z.object({}).strict(), z.record(z.string(), z.unknown()), 'The manifest JSON Schema (for editors).'),
  'manifest.validate': method(
    z.object({ text: z.string().max(2_000_000) }).strict(),
    z.object({ valid: z.boolean(), diagnostics: z.array(Diagnostic) }),
    'Validate manifest text without saving it.',
  ),
  'manifest.save': method(
    z
      .object({
        /** The workspace and file the text was read from (`ManifestDocument.workspaceId`, `.path`): a save lands only there. */
        workspaceId: z.string().min(1).max(100),
        path: z.string().min(1).max(4096),
        text: z.string().max(2_000_000),
        baseVersion: z.number().int(),
      })
      .strict(),
    ManifestDocument,
    'Write the manifest; refused with `workspace-changed` when workspaceId or path is not the open one, with `conflict` when the file changed since baseVersion.',
  ),
};

export const manifestTopics = {
  /** The manifest file changed on disk (an external edit or a save). */
  'manifest.changed': ManifestDocument,
  /** Another environment was selected. */
  'manifest.environment': ManifestEnvironment,
};
