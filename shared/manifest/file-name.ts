/** The file that makes a folder an integration: its manifest, at the folder's root. */
export const MANIFEST_FILE = 'platform-manifest.yaml';
/** The manifest's JSON Schema as a file beside the manifest, named by its `yaml-language-server` line so editors check it. */
export const MANIFEST_SCHEMA_FILE = 'platform-manifest.schema.json';
/** What the manifest's first line names: the file beside it, wherever the folder or the studio lives. */
export const MANIFEST_SCHEMA_REFERENCE = `./${MANIFEST_SCHEMA_FILE}`;
/**
 * The modeline the YAML language server (VS Code's Red Hat YAML extension, and editors built on it)
 * reads to pick a schema for one file, with no setting.
 */
export const MANIFEST_SCHEMA_MODELINE = `# yaml-language-server: $schema=${MANIFEST_SCHEMA_REFERENCE}`;
