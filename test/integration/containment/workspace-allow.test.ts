import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/** The workspace setting (Inspector → Outbound): allowed origins saved with the workspace, applied at once. */
let backend: LocalServer;
let dir: string;
const studios: Studio[] = [];
beforeAll(async () => {
  backend = await localServer((_request, response) => response.end('from the local backend'));
  dir = mkdtempSync(join(tmpdir(), 'workspace-allow-'));
  cpSync(fixture('hostile-outbound'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
});
afterAll(async () => {
  await Promise.all(studios.map((s) => s.dispose()));
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The user's own folder, so trusted (`--trust`): an untrusted one ignores its saved origins (workspace-trust.test.ts). */
async function open(allowOutbound?: string[]) {
  const studio = await createStudio({ dir, transport: 'browser', allowOutbound, trust: true });
  studios.push(studio);
  return studio;
}

async function reach(studio: Studio) {
  const url = `${studio.session().host.world.endpoints.publicEndpoint()}/fetch?to=${encodeURIComponent(`${backend.origin}/x`)}`;
  const answer = await studio.dispatch('host.dispatch', { event: { type: 'fetch', request: { method: 'GET', url, headers: {} } } });
  if (!answer.ok) throw new Error(answer.error.message);
  return JSON.parse((answer.result as { body: string }).body) as { ok: boolean; error?: string };
}

describe('allowed outbound origins, the workspace setting', () => {
  it('an origin saved in the workspace is reachable at once, and still after reopening', async () => {
    const studio = await open(['http://localhost:9']);
    expect((await reach(studio)).ok).toBe(false);
    const saved = await studio.dispatch('host.outbound.set', { origins: [`${backend.origin}/some/path`, backend.origin] });
    expect(saved).toEqual({ ok: true, result: { workspace: [backend.origin], commandLine: ['http://localhost:9'] } });
    expect(await reach(studio)).toEqual({ ok: true, value: { status: 200, text: 'from the local backend' } });
    expect(JSON.parse(readFileSync(join(dir, '.studio', 'allowed-outbound.json'), 'utf8'))).toEqual({ origins: [backend.origin] });
    await studio.dispose();
    studios.pop();
    const again = await open();
    expect(await again.dispatch('host.outbound.get', {})).toEqual({ ok: true, result: { workspace: [backend.origin], commandLine: [] } });
    expect((await reach(again)).ok).toBe(true);
  });

  it('a value that is no http(s) origin is refused naming it, and nothing is saved', async () => {
    const studio = studios.at(-1)!;
    const answer = await studio.dispatch('host.outbound.set', { origins: ['file:///etc/passwd'] });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: '"file:///etc/passwd" is not an http(s) origin such as http://localhost:3000.' },
    });
    expect(await studio.dispatch('host.outbound.get', {})).toMatchObject({ ok: true, result: { workspace: [backend.origin] } });
  });

  it('an emptied list refuses the local backend again', async () => {
    const studio = studios.at(-1)!;
    await studio.dispatch('host.outbound.set', { origins: [] });
    const answer = await reach(studio);
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain("add it under Outbound in the Inspector's toolbar");
  });
});
