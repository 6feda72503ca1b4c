import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_INSPECT_PORT } from '../../../electron/services/host/debugger-proxy.ts';
import { scaffoldIntegration } from '../../../electron/services/manifest/scaffold.ts';
import { BUNDLE_NAME } from '../../../electron/services/host/workers/constants.ts';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('new scaffolds a VS Code attach configuration', () => {
  it("attaches to the studio's inspector on 127.0.0.1 at --inspect's default port, sources mapped to the folder", async () => {
    const root = await mkdtemp(join(tmpdir(), 'studio-launch-'));
    roots.push(root);
    const { dir, files } = await scaffoldIntegration(join(root, 'debuggable'));
    expect(files).toContain('.vscode/launch.json');
    const launch = JSON.parse(await readFile(join(dir, '.vscode', 'launch.json'), 'utf8')) as {
      configurations: { type: string; request: string; address: string; port: number; sourceMapPathOverrides: Record<string, string> }[];
    };
    const [attach] = launch.configurations;
    expect(attach).toMatchObject({ type: 'node', request: 'attach', address: '127.0.0.1', port: DEFAULT_INSPECT_PORT });
    // The runtime's module path for the bundle (runtime.ts modulesRoot /studio): its sources resolve below it.
    expect(`file:///studio/${BUNDLE_NAME}`).toMatch(new RegExp(`^${Object.keys(attach!.sourceMapPathOverrides)[0]!.replace('*', '')}`));
    expect(Object.values(attach!.sourceMapPathOverrides)).toEqual(['${workspaceFolder}/*']);
  });
});
