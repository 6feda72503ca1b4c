import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';

/**
 * Values written through the platform API emulator (which hosted code calls) and the Studio API pass
 * the same guards as answers before anything stores them, and a workspace whose database already
 * holds a value past them still opens and names it (test/fixtures/integrations/hostile-deep-config).
 */
let dir: string;
let studio: Studio | null = null;
let installationId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stored-values-'));
  cpSync(fixture('hostile-deep-config'), dir, { recursive: true });
  studio = await createStudio({ dir, transport: 'browser' });
  const created = await studio.dispatch('installations.create', { kind: 'organization', configuration: { label: 'kept' } });
  if (!created.ok) throw new Error(created.error.message);
  installationId = (created.result as { id: string }).id;
});
afterAll(async () => {
  await studio?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, input: unknown) {
  const answer = await studio!.dispatch(method, input);
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as Record<string, unknown>;
}

/** The integration PATCHes its own installation's configuration through the platform API, `depth` levels deep. */
async function patchFromIntegration(depth: number) {
  const url = `${studio!.session().host.world.endpoints.publicEndpoint(installationId)}/patch?depth=${depth}`;
  const result = await call('host.dispatch', { event: { type: 'fetch', request: { method: 'GET', url, headers: {} } }, installationId });
  return JSON.parse(result.body as string) as { status: number; text: string };
}

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const deepText = (depth: number) => `${'{"level":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;

describe('values through the API', () => {
  it.each([4_000, 200])(
    'a configuration PATCH nested %i deep through the platform API emulator answers 400 naming the 128-level limit, and nothing is stored',
    async (depth) => {
      const answer = await patchFromIntegration(depth);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        error: {
          code: 400,
          message:
            "The body of updateIntegrationInstallation is nested more than 128 levels deep (objects and arrays), past the studio's limit; it was not shown or stored.",
        },
      });
      expect((await call('installations.get', { installationId })).configuration).toEqual({ label: 'kept' });
    },
  );

  it('a configuration nested 200 deep through the Studio API is refused as too-large naming the limit, and nothing is stored', async () => {
    const answer = await studio!.dispatch('installations.configure', {
      installationId,
      configuration: { deep: JSON.parse(deepText(200)) },
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'too-large', message: expect.stringContaining('more than 128 levels deep') },
    });
    expect((await call('installations.get', { installationId })).configuration).toEqual({ label: 'kept' });
  });

  it('after the hostile writes the folder still opens: trigger delivers an event to the installation', async () => {
    await studio!.dispose();
    studio = null;
    const result = await cli(['trigger', 'installation_setup', '--dir', dir, '--installation', installationId]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('configuration keys: label');
  });
});

describe('a bad value already stored', () => {
  it('a workspace whose database holds a configuration 20 000 deep opens, names the installation and the field, and says what to do', async () => {
    const db = new DatabaseSync(join(dir, '.studio', 'studio.db'));
    // The studio that created the file may still be finishing its search index on another connection.
    db.exec('PRAGMA busy_timeout = 10000');
    db.prepare('UPDATE installations SET configuration = ?, external_ids = ? WHERE id = ?').run(
      `{"label":"kept","deep":${deepText(20_000)}}`,
      `[${'['.repeat(20_000)}${']'.repeat(20_000)}]`,
      installationId,
    );
    db.close();
    const notices: string[] = [];
    studio = await createStudio({ dir, transport: 'browser', onNotice: (line) => notices.push(line) });
    const installation = await call('installations.get', { installationId });
    const problem = `The stored value of \`deep\` in installation ${installationId} is nested more than 128 levels deep (objects and arrays), past the studio's limit`;
    expect(installation.configuration).toEqual({ label: 'kept' });
    expect(installation.externalIds).toEqual([]);
    expect(installation.configurationErrors).toEqual([
      { field: 'deep', message: expect.stringContaining(problem) },
      {
        field: 'externalIds',
        message: expect.stringContaining(`The stored list of external ids of installation ${installationId} is nested more than 128`),
      },
    ]);
    expect((installation.configurationErrors as { message: string }[])[0]!.message).toContain('set it aside');
    // Also said in the Inspector, once per open.
    const notes = studio.session().journal.query({ kinds: ['log'], installationId, limit: 10 }).rows;
    expect(notes.map((record) => record.summary)).toEqual([expect.stringContaining('external ids'), expect.stringContaining(problem)]);
    // The host serves the installation; the next request is answered.
    const url = `${studio.session().host.world.endpoints.publicEndpoint(installationId)}/`;
    expect(
      (await call('host.dispatch', { event: { type: 'fetch', request: { method: 'GET', url, headers: {} } }, installationId })).body,
    ).toBe('alive');
    await studio.dispose();
    studio = null;
    const result = await cli(['trigger', 'installation_setup', '--dir', dir, '--installation', installationId]);
    expect(result.code).toBe(0);
    // The value set aside never reaches hosted code.
    expect(result.out).toMatch(/configuration keys: label$/m);
  });
});
