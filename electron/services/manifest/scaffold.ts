import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import { NAME_PATTERN } from '../../../shared/manifest/schema.ts';
import { SDK_DIR } from '../../lib/paths.ts';
import { MANIFEST_FILE, MANIFEST_SCHEMA_FILE, MANIFEST_SCHEMA_MODELINE } from '../../../shared/manifest/file-name.ts';
import { FIXTURE_SCHEMA_FILE, FIXTURE_SCHEMA_REFERENCE, fixtureSchemaText } from '../../../shared/fixtures/schema-file.ts';
import { manifestSchemaText } from '../../../shared/manifest/schema-file.ts';
import { ManifestError } from './errors.ts';

export interface ScaffoldOptions {
  name?: string;
  title?: string;
}

/** `My Folder_2` → `my-folder-2`: a folder name as a manifest name. */
export function nameFromFolder(folder: string): string {
  return (
    folder
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'my-integration'
  );
}

/** A title as YAML: plain when it can be, quoted when it must (`: `, `#`, leading `-`…). */
const yamlScalar = (text: string) => stringify(text).trimEnd();

const titleFromName = (name: string) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function manifest(name: string, title: string): string {
  // The first line names the schema beside it: any editor with the YAML language server completes and checks the file.
  return `${MANIFEST_SCHEMA_MODELINE}
# The manifest of ${title}. Hover a key in the studio's Manifest editor for what it does.
name: ${name}
title: ${yamlScalar(title)}
description: A block with a click counter, a public HTTP endpoint and a content-update handler.
summary: |
  # ${title}

  Insert the **Counter** block in a page and click its button.
organization: my-organization
visibility: private
target: space
script: ./src/index.tsx
scopes:
  - space:content:read
categories:
  - other
blocks:
  - id: counter
    title: Counter
    description: Counts the clicks on its button.
configurations:
  space:
    properties:
      label:
        type: string
        title: Button label
        description: The text on the counter's button.
        default: Click me
    required:
      - label
# Secrets stay out of this file: name the environment variable, set it in .env (see .env.example).
# secrets:
#   API_TOKEN: \${{ env.API_TOKEN }}
`;
}

const SOURCE = `import { createComponent, createIntegration, type RuntimeContext } from '@platform/runtime';

interface CounterState {
  clicks: number;
}

/** The \`counter\` block of the manifest: a button that counts its clicks. */
const counter = createComponent<Record<string, never>, CounterState>({
  componentId: 'counter',
  initialState: { clicks: 0 },
  async action(element, action) {
    if (action.action === 'increment') return { state: { clicks: element.state.clicks + 1 } };
    return {};
  },
  async render(element, context) {
    const configuration = context.environment.spaceInstallation?.configuration ?? {};
    const label = typeof configuration.label === 'string' ? configuration.label : 'Click me';
    return (
      <block>
        <vstack>
          <text>{\`Clicked \${element.state.clicks} times.\`}</text>
          <button label={label} style="primary" onPress={{ action: 'increment' }} />
        </vstack>
      </block>
    );
  },
});

/** The public endpoint (\`/i/<installation>/…\` in the studio): answers JSON. */
async function handleFetch(request: Request, context: RuntimeContext): Promise<Response> {
  const url = new URL(request.url);
  return Response.json({ integration: context.environment.integration.name, method: request.method, path: url.pathname });
}

export default createIntegration({
  fetch: handleFetch,
  components: [counter],
  events: {
    space_content_updated: async (event) => {
      console.log(\`Space \${event.spaceId} has a new revision: \${event.revisionId}\`);
    },
  },
});
`;

const ENV_EXAMPLE = `# Copy to .env (never commit .env). The manifest reads these through its secrets,
# e.g. \`secrets: { API_TOKEN: \${{ env.API_TOKEN }} }\`, and the studio passes them to the code
# as environment.secrets.
API_TOKEN=
`;

/** The studio's SDK folder relative to `dir`, with forward slashes. */
const sdkPath = (dir: string) => relative(dir, SDK_DIR).split(sep).join('/') || '.';

function tsconfig(dir: string): string {
  // Relative to the studio's SDK so the integration type-checks against the exact runtime the studio runs.
  const sdk = sdkPath(dir);
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'WebWorker'],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        allowImportingTsExtensions: true,
        jsx: 'react-jsx',
        jsxImportSource: '@platform/runtime',
        paths: {
          '@platform/runtime': [`${sdk}/runtime/index.ts`],
          '@platform/runtime/*': [`${sdk}/runtime/*`],
          '@platform/api-client': [`${sdk}/api-client/index.ts`],
        },
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`;
}

/** One fixture for `integration-studio test`: a click on the counter, with the state it must answer. */
function counterFixture(): string {
  return `${JSON.stringify(
    {
      $schema: FIXTURE_SCHEMA_REFERENCE,
      description: 'A click on the counter adds one to its state.',
      context: { installation: 'space', configuration: { label: 'Click me' } },
      render: { componentId: 'counter', state: { clicks: 1 }, action: { action: 'increment' } },
      expect: { status: 200, state: { clicks: 2 } },
    },
    null,
    2,
  )}\n`;
}

/** A unit test on the studio's test library (node:test, so it runs with no extra dependency). */
function counterTest(sdk: string): string {
  return `import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
// The studio's test library (\`@platform/runtime/testing\` in the editor): the same host \`integration-studio test\` uses.
import { startIntegration, type TestIntegration } from '${sdk}/testing/index.ts';

let integration: TestIntegration;
before(async () => {
  integration = await startIntegration(fileURLToPath(new URL('..', import.meta.url)));
});
after(() => integration.dispose());

test('the counter counts a click', async () => {
  const first = await integration.render<{ clicks: number }>('counter');
  assert.equal(first.status, 200);
  assert.equal(first.state.clicks, 0);
  const clicked = await integration.render<{ clicks: number }>('counter', { state: first.state, action: { action: 'increment' } });
  assert.equal(clicked.state.clicks, 1);
});

test('the public endpoint answers JSON', async () => {
  const answer = await integration.fetch('/hello');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.json, { integration: '\${NAME}', method: 'GET', path: \`/i/\${integration.id}/hello\` });
});
`;
}

/** CI: runs the fixtures on every push and pull request, with a JUnit report the CI shows. */
/**
 * VS Code attaches to the studio's inspector (`integration-studio dev --inspect`, or the Debug
 * toggle started with --inspect=9229). The runtime names the bundle file:///studio/integration.js
 * and its map names sources relative to the folder, so they resolve under file:///studio/.
 */
const LAUNCH = `${JSON.stringify(
  {
    version: '0.2.0',
    configurations: [
      {
        name: 'Attach to the integration (integration-studio dev --inspect)',
        type: 'node',
        request: 'attach',
        address: '127.0.0.1',
        port: 9229,
        restart: true,
        sourceMaps: true,
        sourceMapPathOverrides: { 'file:///studio/*': '${workspaceFolder}/*' },
      },
    ],
  },
  null,
  2,
)}\n`;

/** VS Code offers Red Hat's YAML extension, which reads the manifest's schema line: completion and checks in the editor. */
const EXTENSIONS = `${JSON.stringify({ recommendations: ['redhat.vscode-yaml'] }, null, 2)}\n`;

const WORKFLOW = `name: integration
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      # Integration Studio must be on the runner: install it the way your team distributes it.
      - run: npm install --global integration-studio
      - run: mkdir -p test-results && integration-studio test . --reporter junit > test-results/junit.xml
      - run: node --test 'test/*.test.ts'
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: fixture-results
          path: test-results/junit.xml
`;

/** Writes a new integration into `dir` (created; refused when it already holds files). Returns the files written. */
export async function scaffoldIntegration(
  dir: string,
  options: ScaffoldOptions = {},
): Promise<{ dir: string; name: string; files: string[] }> {
  const target = resolve(dir);
  const name = options.name ?? nameFromFolder(target.split(sep).at(-1) ?? '');
  if (!new RegExp(NAME_PATTERN).test(name) || name !== name.toLowerCase()) {
    throw new ManifestError(
      'invalid-name',
      `--name ${JSON.stringify(name)} is not a valid integration name: use lowercase letters, digits and single hyphens, e.g. ${nameFromFolder(name)}.`,
    );
  }
  // One line: the title also lands in a YAML comment and a Markdown heading.
  const title = options.title?.replace(/\s+/g, ' ').trim() || titleFromName(name);
  const existing: string[] = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new ManifestError('unusable-folder', `Cannot use ${target}: ${error.code ?? error.message}.`);
  });
  if (existing.length) {
    throw new ManifestError(
      'folder-not-empty',
      `${target} is not empty${existing.includes(MANIFEST_FILE) ? ` (it already holds an integration)` : ''}: name a new folder.`,
    );
  }
  const files: Record<string, string> = {
    [MANIFEST_FILE]: manifest(name, title),
    // What the manifest's first line names, as the fixtures' $schema names theirs.
    [MANIFEST_SCHEMA_FILE]: manifestSchemaText(),
    'src/index.tsx': SOURCE,
    '.env.example': ENV_EXAMPLE,
    '.gitignore': '.env\n.studio/\nnode_modules/\n',
    'tsconfig.json': tsconfig(target),
    'fixtures/counter-click.json': counterFixture(),
    // What the fixture's $schema names: beside it, not a path into wherever the studio is checked out.
    [`fixtures/${FIXTURE_SCHEMA_FILE}`]: fixtureSchemaText(),
    'test/counter.test.ts': counterTest(sdkPath(join(target, 'test'))).replace('${NAME}', name),
    '.github/workflows/integration.yml': WORKFLOW,
    '.vscode/launch.json': LAUNCH,
    '.vscode/extensions.json': EXTENSIONS,
  };
  for (const folder of ['src', 'fixtures', 'test', '.github/workflows', '.vscode']) await mkdir(join(target, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(target, file), text, { flag: 'wx' });
  return { dir: target, name, files: Object.keys(files) };
}
