import { manifestJsonSchema } from './json-schema.ts';

/** The manifest's JSON Schema as a file beside the manifest, named by its `yaml-language-server` line so editors check it. */
export const MANIFEST_SCHEMA_FILE = 'platform-manifest.schema.json';
/** What the manifest's first line names: the file beside it, wherever the folder or the studio lives. */
export const MANIFEST_SCHEMA_REFERENCE = `./${MANIFEST_SCHEMA_FILE}`;
/**
 * The modeline the YAML language server (VS Code's Red Hat YAML extension, and editors built on it)
 * reads to pick a schema for one file, with no setting.
 */
export const MANIFEST_SCHEMA_MODELINE = `# yaml-language-server: $schema=${MANIFEST_SCHEMA_REFERENCE}`;

/**
 * The schema a user's editor gets: the one the studio checks with (generated from the zod schema,
 * its `.describe()` texts as descriptions), named and titled. Kept apart from `manifestJsonSchema`,
 * which the structure validator is compiled from, so naming it does not touch the compiled file.
 */
export const manifestSchemaDocument: Record<string, unknown> = {
  $schema: manifestJsonSchema.$schema,
  // A name, not an address: nothing fetches it, and editors resolve the `#/$defs/…` references within the file.
  $id: 'urn:integration-studio:schema:platform-manifest',
  title: 'Platform integration manifest (platform-manifest.yaml)',
  ...manifestJsonSchema,
};

export const manifestSchemaText = () => `${JSON.stringify(manifestSchemaDocument, null, 2)}\n`;
