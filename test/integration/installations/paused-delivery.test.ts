import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { toApiError } from '../../../electron/app/errors.ts';
import { fixture } from '../host/support.ts';

let root: string;
let studio: Studio;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'paused-delivery-'));
  const dir = join(root, 'visitor-auth');
  await cp(fixture('visitor-auth'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser' });
});
afterAll(async () => {
  await studio?.dispose();
  await rm(root, { recursive: true, force: true });
});

describe('the platform delivers no event to a paused installation, whichever door the event comes through', () => {
  it('host.dispatch (trigger, the MCP fire_event) refuses a paused installation as a conflict naming it and how to resume; resumed, it delivers', async () => {
    const site = await studio.handlers['installations.create']({ kind: 'site', siteId: 'site_paused' });
    await studio.handlers['installations.pause']({ installationId: site.id });
    const event = {
      type: 'site_view',
      siteId: 'site_paused',
      installationId: site.id,
      visitor: { anonymousId: 'a1', cookies: {} },
      url: '/',
    };
    const refused = await studio.handlers['host.dispatch']({ event, installationId: site.id }).catch((error: unknown) => error);
    expect(toApiError(refused)).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(new RegExp(`Installation ${site.id} is paused.*installation resume ${site.id}`)),
    });

    await studio.handlers['installations.resume']({ installationId: site.id });
    const delivered = await studio.handlers['host.dispatch']({ event, installationId: site.id });
    expect(delivered.status).toBeLessThan(500);
  });
});
