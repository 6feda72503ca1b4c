import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePasswordReader } from '../../../electron/services/manifest/one-password.ts';
import { resolveSecrets } from '../../../electron/services/manifest/secrets.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-secrets-'));
  await writeFile(join(dir, '.env'), 'FROM_FILE=file-value\nBOTH=file-loses\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('manifest secrets', () => {
  it('${{ env.NAME }} resolves from the process environment first, then the folder .env', async () => {
    const { values } = await resolveSecrets(
      dir,
      { A: '${{ env.FROM_FILE }}', B: '${{env.BOTH}}', C: 'prefix-${{ env.FROM_PROCESS }}' },
      { BOTH: 'process-wins', FROM_PROCESS: 'p' },
    );
    expect(values).toEqual({ A: 'file-value', B: 'process-wins', C: 'prefix-p' });
  });

  it('a variable set nowhere is reported with its secret and the secret is left out, not empty', async () => {
    const { values, missing } = await resolveSecrets(
      dir,
      { GONE: '${{ env.NOT_SET_ANYWHERE }}', EMPTY: '${{ env.EMPTY }}' },
      { EMPTY: '' },
    );
    expect(values).toEqual({});
    expect(missing).toEqual([
      { secret: 'GONE', variable: 'NOT_SET_ANYWHERE' },
      { secret: 'EMPTY', variable: 'EMPTY' },
    ]);
  });

  it('literal values pass through and a manifest without secrets gives none', async () => {
    expect((await resolveSecrets(dir, { PLAIN: 'literal' }, {})).values).toEqual({ PLAIN: 'literal' });
    expect(await resolveSecrets(dir, undefined, {})).toEqual({ values: {}, missing: [] });
  });
});

describe('1Password references', () => {
  it('op read gets the reference as one argument, never through a shell, and its value without the final newline', async () => {
    const bin = await mkdtemp(join(tmpdir(), 'studio-op-'));
    try {
      await writeFile(join(bin, 'op'), '#!/bin/sh\nprintf "%s|%s\\n" "$1" "$2"\n', { mode: 0o755 });
      const read = await onePasswordReader({ PATH: bin });
      const reference = `op://vault/item/$(touch${'${IFS}'}${join(bin, 'pwned')})`;
      expect(await read!(reference)).toBe(`read|${reference}`);
      expect(existsSync(join(bin, 'pwned'))).toBe(false);
      expect(await onePasswordReader({ PATH: join(bin, 'nowhere') })).toBeNull();
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
  });
});
