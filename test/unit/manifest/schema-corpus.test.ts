import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../../electron/lib/paths.ts';
import { manifestSchemaText } from '../../../shared/manifest/schema-file.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';

/**
 * The printed schema, as an editor would use it, against `validate`. The rules a JSON Schema cannot
 * say stay in `validate` (docs/manifest.md lists them): their codes are not structure verdicts.
 */
const SCHEMA_CANNOT_SAY = new Set([
  // the YAML text itself, before there is data to check
  'yaml-syntax',
  'duplicate-key',
  // uniqueness of one field across list items, and names that must refer to each other
  'duplicate-block-id',
  'duplicate-content-source-id',
  'duplicate-scope',
  'undefined-required-property',
  'default-not-in-enum',
  'configuration-shape',
  // what the platform reserves, and style warnings
  'internal-scope',
  'name-not-lowercase',
  // the world around the file: other integrations, the environment picked, secrets, files
  'duplicate-name',
  'unknown-environment',
  'secret-not-set',
  'secret-not-resolved',
  'file-not-found',
  'file-outside-folder',
  'preview-image-ratio',
  'unreadable-image',
]);

// The corpus lives beside the repository (`../shared`); CORPUS_DIR names its real-integrations folder elsewhere.
const INTEGRATIONS = process.env.CORPUS_DIR ?? join(ROOT, '..', 'shared', 'corpus', 'real-integrations');
const MANIFESTS = join(INTEGRATIONS, '..', 'real-manifests');
const present = existsSync(INTEGRATIONS) && existsSync(MANIFESTS);
if (!present)
  console.info(
    `manifest schema corpus test skipped: ${INTEGRATIONS} or ${MANIFESTS} does not exist (set CORPUS_DIR to the real-integrations folder).`,
  );

const corpus: [string, string][] = present
  ? [
      ...readdirSync(INTEGRATIONS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(INTEGRATIONS, entry.name, 'platform-manifest.yaml')))
        .map((entry): [string, string] => [`real-integrations/${entry.name}`, join(INTEGRATIONS, entry.name, 'platform-manifest.yaml')]),
      ...readdirSync(MANIFESTS)
        .filter((file) => file.endsWith('.yaml'))
        .map((file): [string, string] => [`real-manifests/${file}`, join(MANIFESTS, file)]),
    ].sort(([a], [b]) => a.localeCompare(b))
  : [];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const schemaAccepts = ajv.compile(JSON.parse(manifestSchemaText()));

/** `validate`'s verdict on the structure: no error other than those of rules kept out of the schema. */
function validateStructureVerdict(text: string): boolean {
  return !validateManifestText(text).diagnostics.some((d) => d.severity === 'error' && !SCHEMA_CANNOT_SAY.has(d.code));
}

/** Edits an author might make, each breaking the structure in its own way (or, the last ones, only a rule the schema cannot say). */
const MUTATIONS: [string, (data: Record<string, unknown>) => void, 'structure' | 'validate-only'][] = [
  ['name removed', (data) => delete data.name, 'structure'],
  ['an unknown key', (data) => (data.nmae = 'typo'), 'structure'],
  ['visibility not one of its values', (data) => (data.visibility = 'secret'), 'structure'],
  ['scopes not a list', (data) => (data.scopes = 'space:content:read'), 'structure'],
  ['an unknown scope', (data) => (data.scopes = [...((data.scopes as unknown[] | undefined) ?? []), 'space:contnt:read']), 'structure'],
  ['a block title past 40 characters', (data) => (data.blocks = [{ id: 'b', title: 'x'.repeat(41) }]), 'structure'],
  [
    'two blocks with one id',
    (data) =>
      (data.blocks = [
        { id: 'b', title: 'One' },
        { id: 'b', title: 'Two' },
      ]),
    'validate-only',
  ],
  [
    'a required property that is not defined',
    (data) => (data.configurations = { account: { properties: {}, required: ['missing'] } }),
    'validate-only',
  ],
];

describe.skipIf(!present)("the printed manifest schema gives validate's structure verdicts", () => {
  it('covers the 20 corpus integrations and the 57 corpus manifests', () => {
    expect(corpus.filter(([name]) => name.startsWith('real-integrations/'))).toHaveLength(20);
    expect(corpus.filter(([name]) => name.startsWith('real-manifests/'))).toHaveLength(57);
  });

  it.each(corpus)('%s: the schema and validate agree, as written and after each edit', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const data = parse(text) as Record<string, unknown>;
    const verdicts = [{ edit: 'as written', schema: schemaAccepts(data), validate: validateStructureVerdict(text) }];
    for (const [edit, mutate, kind] of MUTATIONS) {
      const copy = structuredClone(data);
      mutate(copy);
      const mutated = JSON.stringify(copy);
      verdicts.push({ edit, schema: schemaAccepts(copy), validate: validateStructureVerdict(mutated) });
      // The rules the schema cannot say still fail `validate` as a whole.
      if (kind === 'validate-only') expect(validateManifestText(mutated).manifest, edit).toBeNull();
    }
    expect(verdicts.map(({ edit, schema }) => ({ edit, valid: schema }))).toEqual(
      verdicts.map(({ edit, validate }) => ({ edit, valid: validate })),
    );
    expect(verdicts.filter((verdict) => !verdict.schema).map(({ edit }) => edit)).toEqual(
      MUTATIONS.filter(([, , kind]) => kind === 'structure').map(([edit]) => edit),
    );
  });
});
