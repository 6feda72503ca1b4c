import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManifestDocument } from '../../../shared/api/manifest.ts';
import { toApiError } from '../../../electron/app/errors.ts';
import { ManifestError } from '../../../electron/services/manifest/errors.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { createManifestService, type ManifestService } from '../../../electron/services/manifest/service.ts';
import { MINIMAL, tempIntegrations } from '../../fixtures/manifest/folders.ts';

const MANIFEST = 'platform-manifest.yaml';
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function open() {
  const temp = await tempIntegrations();
  const dir = await temp.integration('subject', { [MANIFEST]: MINIMAL });
  const bus = createBus();
  const changes: ManifestDocument[] = [];
  bus.subscribe('manifest.changed', (document) => changes.push(document));
  const service: ManifestService = createManifestService({ manifestPath: join(dir, MANIFEST), bus, workspaceId: 'w1' });
  cleanup.push(temp.cleanup, () => service.dispose());
  await service.ready;
  return { dir, file: join(dir, MANIFEST), service, changes };
}

/** Polls (bounded: 3 s) until `check` holds; file watching is asynchronous by nature. */
async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('manifest service', () => {
  it('get answers the file text, a version and its diagnostics', async () => {
    const { service, file } = await open();
    const document = await service.get();
    expect(document).toMatchObject({ path: file, text: MINIMAL, diagnostics: [] });
    expect(Number.isInteger(document.version)).toBe(true);
    expect((await service.get()).version).toBe(document.version);
  });

  it('save writes the text, bumps the version and publishes manifest.changed once', async () => {
    const { service, file, changes } = await open();
    const { version } = await service.get();
    const text = `${MINIMAL}# saved\n`;
    const saved = await service.save(text, version);
    expect(saved.version).toBe(version + 1);
    expect(await readFile(file, 'utf8')).toBe(text);
    // The watcher sees the studio's own write but must not announce it a second time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes.map((c) => c.version)).toEqual([version + 1]);
  });

  it('save leaves no temporary file next to the manifest (atomic write by rename)', async () => {
    const { service, dir } = await open();
    await service.save(`${MINIMAL}# one\n`, (await service.get()).version);
    expect((await readdir(dir)).sort()).toEqual([MANIFEST]);
  });

  it('save based on an old version after an external edit is refused with conflict, the file untouched', async () => {
    const { service, file } = await open();
    const { version } = await service.get();
    await writeFile(file, `${MINIMAL}# edited elsewhere\n`);
    const error = await service.save(`${MINIMAL}# mine\n`, version).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestError);
    expect(toApiError(error)?.code).toBe('conflict');
    expect(await readFile(file, 'utf8')).toBe(`${MINIMAL}# edited elsewhere\n`);
  });

  it('an external edit publishes manifest.changed with the new text, version and diagnostics', async () => {
    const { service, file, changes } = await open();
    const { version } = await service.get();
    await writeFile(file, `${MINIMAL}visibility: secret\n`);
    await eventually(() => changes.length > 0);
    expect(changes[0]).toMatchObject({ text: `${MINIMAL}visibility: secret\n`, version: version + 1 });
    expect(changes[0]!.diagnostics).toMatchObject([{ code: 'invalid-value', path: '/visibility', line: 6 }]);
  });

  it('validate checks unsaved text against the folder without writing it', async () => {
    const { service, file } = await open();
    const result = await service.validate(`${MINIMAL}icon: ./missing.png\n`);
    expect(result).toMatchObject({ valid: false, diagnostics: [{ code: 'file-not-found', path: '/icon', line: 6 }] });
    expect(await readFile(file, 'utf8')).toBe(MINIMAL);
  });
});
