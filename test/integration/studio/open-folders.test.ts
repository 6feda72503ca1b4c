import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Workspace } from '../../../shared/api/index.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';
import { workerdChildren } from '../support/listening.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function copy(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `studio-open-${name}-`));
  folders.push(dir);
  cpSync(fixture(name), dir, { recursive: true, filter: (path) => !path.includes('.studio') }); // never another run's live database
  return dir;
}

// Counting child processes reads /proc.
describe.skipIf(process.platform !== 'linux')('opening another folder', () => {
  it('open A, open B, open A again: each works, the public routes follow the open session, and exactly one workerd runs', async () => {
    const a = copy('protocol');
    const b = copy('cookie-thief');
    const before = workerdChildren().length;
    const studio = await createStudio({ dir: a, transport: 'browser' });
    try {
      const origin = studio.publicServer.origin;
      const open = async (dir: string) => {
        const answer = await studio.dispatch('workspace.open', { dir });
        expect(answer.ok, JSON.stringify(answer)).toBe(true);
        return (answer as { result: Workspace }).result;
      };
      expect((await open(b)).name).toBe('hostile-cookie-thief');
      // B's integration answers /i/, and the mock OAuth provider (re-registered by B's session) answers.
      expect(await (await fetch(`${origin}/i/dev/anything`)).json()).toEqual({ cookie: null });
      expect((await fetch(`${origin}/oauth-mock/authorize`)).status).not.toBe(404);
      expect((await open(a)).name).toBe('protocol-probe');
      expect((await fetch(`${origin}/i/dev/status`)).status).toBe(418);
      expect((await fetch(`${origin}/oauth-mock/authorize`)).status).not.toBe(404);
      expect(workerdChildren().length - before).toBe(1);
      // A folder that is not an integration is refused and the open one stays open.
      const refused = await studio.dispatch('workspace.open', { dir: tmpdir() });
      expect(refused.ok).toBe(false);
      expect((await fetch(`${origin}/i/dev/status`)).status).toBe(418);
      expect(workerdChildren().length - before).toBe(1);
    } finally {
      await studio.dispose();
    }
    const until = Date.now() + 5_000;
    while (workerdChildren().length > before && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(workerdChildren().length).toBe(before);
  }, 90_000);
});
