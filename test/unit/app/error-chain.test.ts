import { describe, expect, it } from 'vitest';
import { methods, StudioError } from '../../../shared/api/index.ts';
import { createApiCallGate } from '../../../electron/app/api-call-gate.ts';
import { createSessionSlot } from '../../../electron/app/session-slot.ts';
import { DamagedDatabaseError } from '../../../electron/services/journal/errors.ts';
import { SandboxError } from '../../../electron/services/host/containment/errors.ts';
import { UnknownInstallationError } from '../../../electron/services/host/deliver.ts';
import { InvalidOriginError } from '../../../electron/services/host/outbound-settings.ts';

/** The gate with every method answering by throwing `error`. */
function gateThrowing(error: unknown, internal: unknown[] = []) {
  const handlers = Object.fromEntries(
    Object.keys(methods).map((name) => [
      name,
      async () => {
        throw error;
      },
    ]),
  );
  return createApiCallGate(handlers as never, (e) => internal.push(e));
}

describe('one chain maps domain errors to the API error shape at the gate', () => {
  it.each([
    ['a StudioError keeps its code', new StudioError('conflict', 'changed on disk'), 'conflict'],
    [
      'a damaged database is damaged-database',
      new DamagedDatabaseError('/x/.studio/studio.db', new Error('malformed')),
      'damaged-database',
    ],
    ["containment's too-large is too-large", new SandboxError('too-large', 'nested past 128 levels'), 'too-large'],
    ['an unknown installation is not-found', new UnknownInstallationError('inst_gone'), 'not-found'],
    ['an invalid origin is invalid-input', new InvalidOriginError('ftp://x'), 'invalid-input'],
  ])('%s', async (_rule, error, code) => {
    const internal: unknown[] = [];
    const answer = await gateThrowing(error, internal)('host.status', {});
    expect(answer).toEqual({ ok: false, error: expect.objectContaining({ code, message: (error as Error).message }) });
    expect(internal).toEqual([]);
  });

  it('any other error is internal, a studio bug reported to the terminal', async () => {
    const internal: unknown[] = [];
    const answer = await gateThrowing(new TypeError('boom'), internal)('host.status', {});
    expect(answer).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(internal).toHaveLength(1);
  });
});

describe('the session slot', () => {
  it('require answers no-workspace while none is open; onDidOpen hears each open until disposed', () => {
    const slot = createSessionSlot<{ name: string }>();
    expect(slot.current()).toBeNull();
    expect(() => slot.require()).toThrow(expect.objectContaining({ code: 'no-workspace' }));
    const heard: string[] = [];
    const listening = slot.onDidOpen((session) => heard.push(session.name));
    slot.set({ name: 'a' });
    slot.set(null);
    slot.set({ name: 'b' });
    expect(slot.require().name).toBe('b');
    void listening.dispose();
    slot.set({ name: 'c' });
    expect(heard).toEqual(['a', 'b']);
    expect(slot.listeners).toBe(0);
  });
});
