import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { createStudio } from '../../../electron/app/studio.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhooks-lifetime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the receiver registry lives as long as the studio that made it', () => {
  it('after the studio is disposed no subscription of the webhooks feature remains and its receivers are gone', async () => {
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    const studio = await createStudio({ dir, transport: 'browser' });
    const created = await studio.dispatch('webhooks.receivers.create', { name: 'lifetime' });
    expect(created.ok).toBe(true);
    // The webhooks feature listens for each opened session (its receivers come back with it).
    expect(studio.slot.listeners).toBeGreaterThan(0);

    await studio.dispose();

    expect(studio.slot.listeners).toBe(0);
    const listed = await studio.dispatch('webhooks.receivers.list', {});
    expect(listed).toEqual({ ok: true, result: [] });
  });
});
