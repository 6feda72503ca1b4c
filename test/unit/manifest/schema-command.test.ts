import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../../electron/cli/main.ts';
import { refreshManifestSchema } from '../../../electron/services/manifest/schema-file.ts';
import { scaffoldIntegration } from '../../../electron/services/manifest/scaffold.ts';
import { Manifest } from '../../../shared/manifest/schema.ts';
import { MANIFEST_SCHEMA_FILE } from '../../../shared/manifest/file-name.ts';
import { manifestSchemaText } from '../../../shared/manifest/schema-file.ts';
import { validateManifestText } from '../../../shared/manifest/validate.ts';
import { tempIntegrations } from '../../fixtures/manifest/folders.ts';

let temp: Awaited<ReturnType<typeof tempIntegrations>> | undefined;
afterEach(async () => {
  await temp?.cleanup();
  temp = undefined;
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Compiled as an editor's JSON Schema support would: the standard `uri` format, no studio extension. */
function compileAsAnEditor(schema: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

describe('integration-studio schema', () => {
  it('schema manifest prints the JSON Schema named and titled, with the zod schema’s descriptions', async () => {
    const result = await run('schema', 'manifest');
    expect(result.code).toBe(0);
    type Described = Record<string, { description?: string }>;
    const printed = JSON.parse(result.out) as {
      $schema: string;
      $id: string;
      title: string;
      properties: Described;
      $defs: { ConfigurationSection: { properties: Described } };
    };
    expect(printed.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(printed.$id).toBe('urn:integration-studio:schema:platform-manifest');
    expect(printed.title).toMatch(/platform-manifest\.yaml/);
    expect(printed.properties.name?.description).toBe(Manifest.shape.name.description);
    expect(printed.properties.scopes?.description).toBe(Manifest.shape.scopes.description);
    expect(printed.$defs.ConfigurationSection.properties.componentId?.description).toMatch(/renders the whole configuration form/);
    expect(`${result.out}\n`).toBe(manifestSchemaText());
  });

  it('an unknown subject is a usage error naming the known ones', async () => {
    const result = await run('schema', 'manifests');
    expect(result.code).toBe(2);
    expect(result.err).toContain('unknown schema "manifests": the known ones are manifest, fixture, mock.');
    expect((await run('schema')).code).toBe(2);
    expect((await run('schema', 'constructor')).code).toBe(2);
  });

  it('schema fixture and schema mock print the formats the folder’s fixtures and mocks follow', async () => {
    expect(JSON.parse((await run('schema', 'fixture')).out).title).toBe('Integration Studio fixture');
    expect(JSON.parse((await run('schema', 'mock')).out).title).toBe('Integration Studio outbound mock');
  });
});

describe('the manifest scaffolded by `new` names its schema', () => {
  it('its first line is the yaml-language-server modeline, and the file it names exists and validates the manifest', async () => {
    temp = await tempIntegrations();
    const { dir, files } = await scaffoldIntegration(join(temp.root, 'fresh'), { name: 'fresh' });
    expect(files).toContain(MANIFEST_SCHEMA_FILE);
    const text = await readFile(join(dir, 'platform-manifest.yaml'), 'utf8');
    const modeline = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text);
    expect(modeline?.[1]).toBe(`./${MANIFEST_SCHEMA_FILE}`);
    const schema = JSON.parse(await readFile(join(dir, modeline![1]!), 'utf8'));
    const check = compileAsAnEditor(schema);
    expect(check(parse(text)), JSON.stringify(check.errors)).toBe(true);
    // And the studio agrees.
    expect(validateManifestText(text).diagnostics).toEqual([]);
    // An edit an editor would flag: the schema catches it.
    expect(check({ ...parse(text), visibility: 'secret' })).toBe(false);
    // VS Code offers the extension that reads the line.
    expect(JSON.parse(await readFile(join(dir, '.vscode', 'extensions.json'), 'utf8'))).toEqual({
      recommendations: ['redhat.vscode-yaml'],
    });
  });

  it('`test` keeps the schema file current: a stale one is rewritten, a folder without one gets none', async () => {
    temp = await tempIntegrations();
    const { dir } = await scaffoldIntegration(join(temp.root, 'stale'), { name: 'stale' });
    await writeFile(join(dir, MANIFEST_SCHEMA_FILE), '{"old": true}\n');
    expect(await refreshManifestSchema(dir)).toBe('written');
    expect(await readFile(join(dir, MANIFEST_SCHEMA_FILE), 'utf8')).toBe(manifestSchemaText());
    expect(await refreshManifestSchema(dir)).toBe('current');
    const bare = await temp.integration('bare', { 'platform-manifest.yaml': 'name: bare\n' });
    expect(await refreshManifestSchema(bare)).toBe('absent');
    await expect(readFile(join(bare, MANIFEST_SCHEMA_FILE))).rejects.toThrow(/ENOENT/);
  });
});
