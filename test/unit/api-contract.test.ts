import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methods, type MethodName } from '../../shared/api/index.ts';
import { createStudio, type Studio } from '../../electron/app/studio.ts';
import { EXAMPLE_DIR } from '../../electron/lib/paths.ts';

// A copy of the example, so the studio's .studio/ database never lands in the repository.
const dir = mkdtempSync(join(tmpdir(), 'api-contract-'));
cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Inputs no method accepts: wrong types, extra keys, nothing at all of the right shape. */
const hostile: unknown[] = [null, 42, 'text', [], { __proto__: { admin: true } }, { unexpected: 1 }, { dir: 12 }, { dir: '' }];

describe('every Studio API method rejects malformed input with a typed error', () => {
  let studio: Studio;
  beforeAll(async () => {
    studio = await createStudio({ dir, transport: 'browser' });
  });
  afterAll(() => studio.dispose());
  for (const name of Object.keys(methods) as MethodName[]) {
    it(`${name} answers invalid-input, never throws`, async () => {
      const refused = hostile.filter((input) => !methods[name].input.safeParse(input).success);
      // A method whose schema takes anything at all would make this test pass vacuously.
      expect(refused.length, `${name} accepts every malformed input`).toBeGreaterThan(0);
      for (const input of refused) {
        const answer = await studio.dispatch(name, input);
        expect(answer.ok, `${name} accepted ${JSON.stringify(input)}`).toBe(false);
        if (!answer.ok) {
          expect(answer.error.code).toBe('invalid-input');
          expect(answer.error.message).toContain(name);
        }
      }
    });
  }
  it('an unknown method answers unknown-method', async () => {
    const answer = await studio.dispatch('fs.readFile', { path: '/etc/passwd' });
    expect(answer).toEqual({ ok: false, error: { code: 'unknown-method', message: 'Unknown method "fs.readFile".' } });
  });
  it('a method name inherited from Object.prototype is not a method', async () => {
    const answer = await studio.dispatch('constructor', {});
    expect(answer.ok).toBe(false);
  });
});

describe('workspace methods', () => {
  it('workspace.open on a folder without a manifest answers not-found naming the folder', async () => {
    const studio = await createStudio({ transport: 'browser' });
    const answer = await studio.dispatch('workspace.open', { dir: '/definitely/not/here' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'not-found' } });
    if (!answer.ok) expect(answer.error.message).toContain('/definitely/not/here');
    await studio.dispose();
  });
  it('workspace.current is null until a folder is opened, then names the manifest title', async () => {
    const studio = await createStudio({ transport: 'browser' });
    expect(await studio.dispatch('workspace.current', {})).toEqual({ ok: true, result: null });
    const opened = await studio.dispatch('workspace.open', { dir });
    expect(opened).toMatchObject({ ok: true, result: { name: 'hello-platform', title: 'Hello Platform' } });
    await studio.dispose();
  });
});
