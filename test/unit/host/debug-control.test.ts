import { describe, expect, it } from 'vitest';
import { createDebugControl } from '../../../electron/services/host/debug-control.ts';
import { HostError } from '../../../electron/services/host/errors.ts';

describe('debug control: the debugger is off unless asked for', () => {
  it('off, it opens no port, has no addresses, and waiting for a debugger is refused naming how to turn it on', async () => {
    const added: number[] = [];
    const debug = createDebugControl({ dir: '/tmp', status() {}, sandboxPorts: { add: (port) => void added.push(port) } });
    await debug.listen();
    expect(added).toEqual([]);
    expect(debug.current()).toBeNull();
    expect(debug.addresses()).toBeNull();
    await expect(debug.ready()).rejects.toThrow(HostError);
    await expect(debug.ready()).rejects.toMatchObject({
      code: 'debugger-off',
      message: expect.stringMatching(/--inspect or turn Debug on/),
    });
  });

  it('turned on, its port becomes a sandbox port before the runtime is told; turned off, the runtime lets go of it', async () => {
    const added: number[] = [];
    const told: (string | null)[] = [];
    const statuses: unknown[] = [];
    const debug = createDebugControl({
      dir: '/tmp',
      status: (patch) => void statuses.push(patch.debug),
      sandboxPorts: { add: (port) => void added.push(port) },
    });
    const runtime = { setDebuggerProxy: async (next: unknown) => void told.push(next ? `on:${added.length}` : null) };
    await debug.set({ enabled: true, pauseOnExceptions: true }, runtime);
    expect(added).toHaveLength(1);
    expect(told).toEqual(['on:1']);
    expect(debug.addresses()?.port).toBe(added[0]);
    expect(statuses.at(-1)).toMatchObject({ pauseOnExceptions: true });
    await debug.set({ enabled: false }, runtime);
    expect(told).toEqual(['on:1', null]);
    expect(debug.current()).toBeNull();
    expect(statuses.at(-1)).toBeNull();
  });
});
