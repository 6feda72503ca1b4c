import { manifestJsonSchema } from './json-schema.ts';

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
