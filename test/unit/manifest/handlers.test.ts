import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../electron/app/errors.ts';
import { createSessionSlot } from '../../../electron/app/session-slot.ts';
import { handlers as manifestHandlers } from '../../../electron/app/features/manifest.ts';
import { createDraftStore } from '../../../electron/services/workspace/drafts.ts';

interface Schema {
  description?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
}

const noWorkspace = { session: createSessionSlot<never>(), drafts: createDraftStore(mkdtempSync(join(tmpdir(), 'drafts-'))) };

/** The handlers with a folder open, over a drafts folder of the test's own (one per "run" of the studio). */
function opened(draftsFolder: string, workspace = { id: 'ws-1', dir: '/work/a', manifestPath: '/work/a/platform-manifest.yaml' }) {
  const session = createSessionSlot<never>();
  session.set({ workspace, manifest: {} } as never);
  return manifestHandlers({ session, drafts: createDraftStore(draftsFolder) });
}

describe('manifest handlers', () => {
  it('manifest.schema answers the JSON Schema with a description on every field, nested ones too (the editor hover docs)', async () => {
    const schema = (await manifestHandlers(noWorkspace)['manifest.schema']({})) as Schema;
    const undocumented: string[] = [];
    const resolve = (node: Schema): Schema => (node.$ref ? { ...schema.$defs![node.$ref.replace('#/$defs/', '')]!, ...node } : node);
    const walk = (node: Schema, at: string, seen: Set<Schema>) => {
      if (seen.has(node)) return;
      seen.add(node);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const field = resolve(child);
        if (!field.description) undocumented.push(`${at}/${key}`);
        walk(field, `${at}/${key}`, seen);
      }
      for (const child of [node.items, node.additionalProperties, ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
        if (child && typeof child === 'object') walk(resolve(child), at, seen);
      }
    };
    walk(schema, '', new Set());
    expect(Object.keys(schema.properties!).length).toBeGreaterThan(15);
    expect(undocumented).toEqual([]);
  });

  it('manifest.validate answers the checks that need no folder when no integration is open', async () => {
    const result = await manifestHandlers(noWorkspace)['manifest.validate']({ text: 'name: a\n' });
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain('missing-required');
  });

  it('unsaved edits kept with manifest.keepDraft come back after a restart (a new store on the same folder), until saved or discarded', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'drafts-')), 'drafts');
    const path = '/work/a/platform-manifest.yaml';
    await opened(folder)['manifest.keepDraft']({ workspaceId: 'ws-1', path, draft: { text: 'name: mine\n', baseText: 'name: a\n' } });
    // The next run opens the same folder: another open id, the same file.
    const next = opened(folder, { id: 'ws-2', dir: '/work/a', manifestPath: path });
    expect(await next['manifest.draft']({})).toMatchObject({ text: 'name: mine\n', baseText: 'name: a\n' });
    // Another folder never sees it.
    expect(
      await opened(folder, { id: 'ws-3', dir: '/work/b', manifestPath: '/work/b/platform-manifest.yaml' })['manifest.draft']({}),
    ).toBeNull();
    // Kept for the user only, in their config folder.
    const [file] = readdirSync(folder);
    expect(statSync(join(folder, file!)).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    await next['manifest.keepDraft']({ workspaceId: 'ws-2', path, draft: null });
    expect(await opened(folder, { id: 'ws-4', dir: '/work/a', manifestPath: path })['manifest.draft']({})).toBeNull();
  });

  it('a save drops the kept draft at once: a page closed right after Ctrl+S is not offered the older text on its next open', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'drafts-')), 'drafts');
    const workspace = { id: 'ws-1', dir: '/work/a', manifestPath: '/work/a/platform-manifest.yaml' };
    const session = createSessionSlot<never>();
    const saved: string[] = [];
    session.set({ workspace, manifest: { save: async (text: string) => (saved.push(text), { text, version: 2 }) } } as never);
    const h = manifestHandlers({ session, drafts: createDraftStore(folder) });
    const path = workspace.manifestPath;
    await h['manifest.keepDraft']({ workspaceId: 'ws-1', path, draft: { text: 'name: half-typed\n', baseText: 'name: a\n' } });
    await h['manifest.save']({ workspaceId: 'ws-1', path, text: 'name: done\n', baseVersion: 1 });
    expect(saved).toEqual(['name: done\n']);
    expect(await opened(folder)['manifest.draft']({})).toBeNull();
  });

  it('a draft is kept only for the file that is open: another workspace id or path is workspace-changed, and nothing is written', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'drafts-')), 'drafts');
    const h = opened(folder);
    const draft = { text: 'x', baseText: 'y' };
    // The API's code, as the gate answers it (the handler throws the workspace service's own error).
    await expect(
      h['manifest.keepDraft']({ workspaceId: 'ws-old', path: '/work/a/platform-manifest.yaml', draft }).catch(toApiError),
    ).resolves.toMatchObject({ code: 'workspace-changed' });
    await expect(
      h['manifest.keepDraft']({ workspaceId: 'ws-1', path: '/elsewhere/platform-manifest.yaml', draft }).catch(toApiError),
    ).resolves.toMatchObject({ code: 'workspace-changed' });
    expect(await h['manifest.draft']({})).toBeNull();
  });

  it('manifest.get without an open integration is no-workspace, not a crash', async () => {
    await expect(manifestHandlers(noWorkspace)['manifest.get']({})).rejects.toMatchObject({ code: 'no-workspace' });
  });
});
