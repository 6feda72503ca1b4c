import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult, Workspace } from '../../../shared/api/index.ts';
import type { ManifestDocument } from '../../../shared/api/manifest.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { createTrustStore } from '../../../electron/services/workspace/trust.ts';
import { fixture } from '../host/support.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function temporary(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}
function copy(name: string) {
  const dir = temporary(`studio-write-${name}-`);
  cpSync(fixture(name), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  return dir;
}
async function call<T>(studio: Studio, method: string, input: unknown): Promise<CallResult<T>> {
  return (await studio.dispatch(method, input)) as CallResult<T>;
}
async function ok<T>(studio: Studio, method: string, input: unknown): Promise<T> {
  const answer = await call<T>(studio, method, input);
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

describe('a save can only write where it was read', () => {
  it('a manifest save naming the workspace open before is refused with workspace-changed naming both folders, and nothing is written', async () => {
    const a = copy('protocol');
    const b = copy('cookie-thief');
    const trustStore = createTrustStore(join(temporary('studio-write-config-'), 'trusted-folders.json'));
    const studio = await createStudio({ dir: a, transport: 'browser', trustStore });
    try {
      const read = await ok<ManifestDocument>(studio, 'manifest.get', {});
      const opened = await ok<Workspace>(studio, 'workspace.open', { dir: b });
      expect(opened.id).not.toBe(read.workspaceId);
      const before = {
        a: readFileSync(join(a, 'platform-manifest.yaml'), 'utf8'),
        b: readFileSync(join(b, 'platform-manifest.yaml'), 'utf8'),
      };
      const theirs = await ok<ManifestDocument>(studio, 'manifest.get', {});
      // The old text, the old id and path, and even the version the open file has now: still refused.
      const refused = await call(studio, 'manifest.save', {
        workspaceId: read.workspaceId,
        path: read.path,
        text: `${read.text}# mine\n`,
        baseVersion: theirs.version,
      });
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.error.code).toBe('workspace-changed');
      expect(refused.error.message).toContain(a);
      expect(refused.error.message).toContain(b);
      expect(readFileSync(join(a, 'platform-manifest.yaml'), 'utf8')).toBe(before.a);
      expect(readFileSync(join(b, 'platform-manifest.yaml'), 'utf8')).toBe(before.b);
    } finally {
      await studio.dispose();
    }
  }, 90_000);

  it("a save naming the open workspace but another file is refused; naming the open one's own file, it writes there", async () => {
    const a = copy('protocol');
    const b = copy('cookie-thief');
    const trustStore = createTrustStore(join(temporary('studio-write-config-'), 'trusted-folders.json'));
    const studio = await createStudio({ dir: b, transport: 'browser', trustStore });
    try {
      const doc = await ok<ManifestDocument>(studio, 'manifest.get', {});
      const elsewhere = await call(studio, 'manifest.save', {
        workspaceId: doc.workspaceId,
        path: join(a, 'platform-manifest.yaml'),
        text: doc.text,
        baseVersion: doc.version,
      });
      expect(elsewhere.ok).toBe(false);
      if (!elsewhere.ok) expect(elsewhere.error.code).toBe('workspace-changed');
      const saved = await ok<ManifestDocument>(studio, 'manifest.save', {
        workspaceId: doc.workspaceId,
        path: doc.path,
        text: `${doc.text}# saved\n`,
        baseVersion: doc.version,
      });
      expect(saved.workspaceId).toBe(doc.workspaceId);
      expect(readFileSync(join(b, 'platform-manifest.yaml'), 'utf8')).toBe(`${doc.text}# saved\n`);
    } finally {
      await studio.dispose();
    }
  }, 90_000);

  it('every open gets a new workspace id, also when the same folder is opened again; a fixture save or outbound list naming the old id is refused', async () => {
    const a = copy('protocol');
    const trustStore = createTrustStore(join(temporary('studio-write-config-'), 'trusted-folders.json'));
    const studio = await createStudio({ dir: a, transport: 'browser', trustStore });
    try {
      const first = await ok<Workspace>(studio, 'workspace.current', {});
      const second = await ok<Workspace>(studio, 'workspace.open', { dir: a });
      expect(second.id).not.toBe(first.id);
      const outbound = await call(studio, 'host.outbound.set', { origins: ['http://localhost:3999'], workspaceId: first.id });
      expect(outbound.ok || outbound.error.code).toBe('workspace-changed');
      const fixture = await call(studio, 'fixtures.save', { recordId: 1, workspaceId: first.id });
      expect(fixture.ok || fixture.error.code).toBe('workspace-changed');
    } finally {
      await studio.dispose();
    }
  }, 90_000);
});
