import { describe, expect, it } from 'vitest';
import { methods, type MethodName } from '../../shared/api/index.ts';
import { createStudio } from '../../electron/studio.ts';
import { EXAMPLE_DIR } from '../../electron/paths.ts';

/** Inputs no method accepts: wrong types, extra keys, nothing at all of the right shape. */
const hostile: unknown[] = [null, 42, 'text', [], { __proto__: { admin: true } }, { unexpected: 1 }, { dir: 12 }, { dir: '' }];

describe('every Studio API method rejects malformed input with a typed error', async () => {
  const studio = await createStudio({ dir: EXAMPLE_DIR, transport: 'browser' });
  for (const name of Object.keys(methods) as MethodName[]) {
    it(`${name} answers invalid-input, never throws`, async () => {
      for (const input of hostile) {
        if (methods[name].input.safeParse(input).success) continue;
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
  });
  it('workspace.current is null until a folder is opened, then names the manifest title', async () => {
    const studio = await createStudio({ transport: 'browser' });
    expect(await studio.dispatch('workspace.current', {})).toEqual({ ok: true, result: null });
    const opened = await studio.dispatch('workspace.open', { dir: EXAMPLE_DIR });
    expect(opened).toMatchObject({ ok: true, result: { name: 'hello-platform', title: 'Hello Platform' } });
    await studio.dispose();
  });
});
