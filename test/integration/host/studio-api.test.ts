import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from './support.ts';

/** The host's slice of the Studio API, through the same gate every front door uses, on a copy of the fixture (its database is written). */
let studio: Studio;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
  cpSync(fixture('protocol'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser' });
});
afterAll(async () => {
  await studio.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('host methods of the Studio API', () => {
  it('host.status reports ready with build time, memory and missing secrets', async () => {
    const answer = await studio.dispatch('host.status', {});
    expect(answer.ok && answer.result).toMatchObject({ state: 'ready', error: null, missingSecrets: expect.any(Array) });
  });

  it('host.dispatch delivers any event and answers status, body, logs and the journal id', async () => {
    const answer = await studio.dispatch('host.dispatch', {
      event: { type: 'space_content_updated', spaceId: 's1', revisionId: 'r9', eventId: 'e', installationId: 'dev' },
    });
    if (!answer.ok) throw new Error(answer.error.message);
    const result = answer.result as { status: number; logs: { message: string }[]; recordId: number };
    expect(result.status).toBe(200);
    expect(result.logs[0]!.message).toMatch(/^revision r9 of s1/);
    expect(studio.session().journal.get(result.recordId)?.kind).toBe('dispatch');
  });

  it('host.dispatch refuses an event without a type, and an unknown installation with not-found', async () => {
    const untyped = await studio.dispatch('host.dispatch', { event: { spaceId: 's1' } });
    expect(!untyped.ok && untyped.error.code).toBe('invalid-input');
    const ghost = await studio.dispatch('host.dispatch', { event: { type: 'site_view' }, installationId: 'ghost' });
    expect(!ghost.ok && ghost.error).toMatchObject({ code: 'not-found', message: expect.stringMatching(/no installation "ghost"/) });
  });

  it('host.render answers the element with its state', async () => {
    const answer = await studio.dispatch('host.render', { componentId: 'counter', props: { step: 3 } });
    expect(answer.ok && answer.result).toMatchObject({ status: 200, body: { type: 'element', state: { count: 3 } } });
  });

  it('host.components and preview.components report the ids the code defines, merged with the manifest', async () => {
    const host = await studio.dispatch('host.components', {});
    expect(host.ok && host.result).toEqual({ known: true, ids: ['counter'], reason: null });
    const preview = await studio.dispatch('preview.components', {});
    expect(preview.ok && preview.result).toMatchObject({
      components: [{ id: 'counter', kind: 'block', defined: true }],
      code: { known: true, reason: null },
    });
  });

  it('a paused installation refuses its public endpoint with 503 naming why, journals the refusal, and serves again once resumed', async () => {
    const created = await studio.dispatch('installations.create', { kind: 'space', spaceId: 'space_paused' });
    if (!created.ok) throw new Error(created.error.message);
    const id = (created.result as { id: string }).id;
    const endpoint = `${studio.publicServer.origin}/i/${id}/status`;
    expect((await fetch(endpoint)).status).toBe(418);

    await studio.dispatch('installations.pause', { installationId: id });
    const refused = await fetch(endpoint, { method: 'POST', body: 'ignored' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(new RegExp(`Installation ${id} is paused.*resume it`)) });
    const journaled = studio
      .session()
      .journal.list({ limit: 20 })
      .find((r) => r.kind === 'http.request' && r.summary.startsWith('POST'));
    expect(journaled).toMatchObject({ status: 'error', installationId: id, summary: `POST /i/${id}/status → 503` });

    await studio.dispatch('installations.resume', { installationId: id });
    expect((await fetch(endpoint)).status).toBe(418);
  });

  it('host.rebuild builds again and answers the new status', async () => {
    const before = (await studio.session().host.status()).lastBuildAt!;
    const answer = await studio.dispatch('host.rebuild', {});
    expect(answer.ok && (answer.result as { state: string; lastBuildAt: number })).toMatchObject({ state: 'ready' });
    expect((answer.ok && (answer.result as { lastBuildAt: number }).lastBuildAt)!).toBeGreaterThan(before);
  });
});
