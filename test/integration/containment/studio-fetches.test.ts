import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/**
 * What the studio's own process fetches because an integration named the URL (a select's `{url}`
 * options in the Preview, a `completion_url` dropdown) passes the sandbox's outbound policy on
 * every redirect hop (test/fixtures/integrations/hostile-redirects): the integration cannot make
 * the studio read a local service and show its body in the UI.
 */
let canary: LocalServer; // a developer's local service; its answer would parse as options
let dir: string;
let studio: Studio;
beforeAll(async () => {
  canary = await localServer((_request, response) =>
    response.end(JSON.stringify([{ id: 'secret', label: 'canary secret', value: 'secret' }])),
  );
  dir = mkdtempSync(join(tmpdir(), 'studio-fetches-'));
  cpSync(fixture('hostile-redirects'), dir, { recursive: true });
  const manifest = join(dir, 'platform-manifest.yaml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('http://127.0.0.1:9/', `${canary.origin}/options`));
  studio = await createStudio({ dir, transport: 'browser' });
});
afterAll(async () => {
  await studio?.dispose();
  await canary?.close();
  rmSync(dir, { recursive: true, force: true });
});

const options = (url: string) => studio.dispatch('preview.options', { url });
let installationId: string | null = null;
async function completions(property: string) {
  if (!installationId) {
    const created = await studio.dispatch('installations.create', { kind: 'organization' });
    if (!created.ok) throw new Error(created.error.message);
    installationId = (created.result as { id: string }).id;
  }
  return studio.dispatch('installations.completions', { installationId, property });
}

describe('studio-side fetches on an integration’s word', () => {
  it("a select's {url} that redirects to a loopback service is refused naming the URL and the rule, and the service is not read", async () => {
    const answer = await options(`/bounce?to=${encodeURIComponent(`${canary.origin}/options`)}`);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const message = (answer as { error: { message: string } }).error.message;
    expect(message).toContain(`The studio refused to fetch ${canary.origin}/options (reached by redirect from `);
    expect(message).toContain('127.0.0.1 is loopback (this machine)');
    expect(canary.hits).toEqual([]);
  });

  it('a completion_url that redirects to a loopback service is refused naming the URL and the rule, and the service is not read', async () => {
    const answer = await completions('channel');
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const message = (answer as { error: { message: string } }).error.message;
    expect(message).toMatch(
      /^GET \/bounce\?to=.* failed: The studio refused to fetch http:\/\/127\.0\.0\.1:\d+\/options \(reached by redirect/,
    );
    expect(message).toContain('127.0.0.1 is loopback (this machine)');
    expect(canary.hits).toEqual([]);
  });

  it("the integration's own public endpoint still answers options and completions, also through a redirect within it", async () => {
    const expected = [
      { id: 'C001', label: '#general' },
      { id: 'C002', label: '#random' },
    ];
    expect(await options('/options')).toEqual({ ok: true, result: { options: expected } });
    expect(await options('bounce?to=options')).toEqual({ ok: true, result: { options: expected } });
    expect(await completions('own')).toEqual({
      ok: true,
      result: [
        { label: '#general', value: 'C001' },
        { label: '#random', value: 'C002' },
      ],
    });
  });

  it('a redirect loop stops after 5 hops, naming the limit', async () => {
    const answer = await options('/loop');
    expect(answer).toMatchObject({ ok: false, error: { message: expect.stringContaining('was redirected more than 5 times') } });
  });

  it('an answer larger than 1 MiB is not read past the limit, which the error names', async () => {
    const answer = await options('/big');
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'too-large', message: expect.stringContaining("is larger than 1 MiB, the studio's limit") },
    });
    expect(await options('/options')).toMatchObject({ ok: true });
  });
});
