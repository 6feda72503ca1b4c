import { fixtureSchemaText } from '../../../shared/fixtures/schema-file.ts';
import { MANIFEST_SCHEMA_FILE, MANIFEST_SCHEMA_MODELINE } from '../../../shared/manifest/file-name.ts';
import { manifestSchemaText } from '../../../shared/manifest/schema-file.ts';
import { mockJsonSchema } from '../../../shared/mocks/schema.ts';
import { defineCommand, EXIT, UsageError } from '../command.ts';

/** Each file format the studio reads, as the JSON Schema its own checks are generated from. */
const SUBJECTS: Record<string, { what: string; text: () => string }> = {
  manifest: { what: 'platform-manifest.yaml', text: manifestSchemaText },
  fixture: { what: 'a fixture, fixtures/*.json', text: fixtureSchemaText },
  mock: { what: 'an outbound mock, mocks/*.json|yaml', text: () => `${JSON.stringify(mockJsonSchema, null, 2)}\n` },
};
const KNOWN = Object.keys(SUBJECTS);

export const schema = defineCommand({
  name: 'schema',
  usage: `schema ${KNOWN.join('|')}`,
  summary: "Print the JSON Schema of the manifest (or of a fixture, a mock) for any editor's completion and checks.",
  details: [
    ...Object.entries(SUBJECTS).map(([name, subject]) => `  ${name.padEnd(9)} ${subject.what}`),
    '',
    `The manifest's schema is the one the studio checks with (generated from its zod schema, with its descriptions);`,
    `rules a schema cannot say (unique ids, required names that exist, files, secrets) stay in \`validate\`.`,
    `Save it beside the manifest and name it on the manifest's first line, as \`new\` does:`,
    `  integration-studio schema manifest > ${MANIFEST_SCHEMA_FILE}`,
    `  ${MANIFEST_SCHEMA_MODELINE}`,
  ].join('\n'),
  options: {},
  async run({ positionals }, io) {
    if (positionals.length !== 1)
      throw new UsageError(
        positionals.length
          ? `schema takes one subject, got ${positionals.length}.`
          : `name the schema to print: one of ${KNOWN.join(', ')}.`,
      );
    const name = positionals[0]!;
    if (!Object.hasOwn(SUBJECTS, name))
      throw new UsageError(`unknown schema ${JSON.stringify(name)}: the known ones are ${KNOWN.join(', ')}.`);
    io.out(SUBJECTS[name]!.text().trimEnd());
    return EXIT.ok;
  },
});
