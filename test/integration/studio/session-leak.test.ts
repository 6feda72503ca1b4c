import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../../electron/services/events/bus.ts';
import { startPublicServer, type PublicServer } from '../../../electron/services/public/server.ts';
import { openSession } from '../../../electron/app/session.ts';
import { createTrustStore } from '../../../electron/services/workspace/trust.ts';
import { fixture } from '../host/support.ts';
import { workerdChildren } from '../support/listening.ts';

/**
 * Each check below is an exact count against the baseline, so whatever one open leaves behind shows as
 * one more per cycle: ten cycles show it as surely as fifty did (each cycle starts a workerd, ~0.6 s).
 */
const CYCLES = 10;

/** A bus and a public server that count what is still subscribed and mounted. */
function counted(bus: Bus, server: PublicServer) {
  const live = { listeners: 0, routes: 0 };
  const countOff = (off: () => void) => {
    live.listeners++;
    let done = false;
    return () => {
      if (!done) live.listeners--;
      done = true;
      off();
    };
  };
  const countedBus: Bus = {
    publish: (topic, payload) => bus.publish(topic, payload),
    subscribe: (topic, listener) => countOff(bus.subscribe(topic, listener)),
    subscribeAll: (listener) => countOff(bus.subscribeAll(listener)),
  };
  const countedServer: PublicServer = {
    get origin() {
      return server.origin;
    },
    get port() {
      return server.port;
    },
    movedFrom: null,
    route(prefix, handler) {
      live.routes++;
      const remove = server.route(prefix, handler);
      let done = false;
      return () => {
        if (!done) live.routes--;
        done = true;
        remove();
      };
    },
    // The content origin's routes are registered once per server, not per session.
    content: server.content,
    close: () => server.close(),
  };
  return { live, bus: countedBus, publicServer: countedServer };
}

/** Active handles and requests by kind (timers, watchers, sockets), as Node reports them. */
function resources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Intervals never end by themselves, and an unref'd one is not among Node's active resources: they
 * are counted as they are set and cleared (the session's samplers and file checks are intervals).
 */
function countIntervals() {
  const live = new Set<unknown>();
  const { setInterval: set, clearInterval: clear } = globalThis;
  globalThis.setInterval = ((...args: Parameters<typeof set>) => {
    const handle = set(...args);
    live.add(handle);
    return handle;
  }) as typeof set;
  globalThis.clearInterval = ((handle: Parameters<typeof clear>[0]) => {
    live.delete(handle);
    clear(handle);
  }) as typeof clear;
  return {
    count: () => live.size,
    restore() {
      globalThis.setInterval = set;
      globalThis.clearInterval = clear;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Resources once no file-system request is in flight: a read or stat that a journal flush or a
 * file check started a moment ago is not a leak, but one that never finishes is, so the wait is
 * bounded and what is still pending after it is counted.
 */
async function quietResources(): Promise<Record<string, number>> {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline && Object.keys(resources()).some((kind) => kind.startsWith('FSReq'))) await settle();
  return resources();
}

const dir = mkdtempSync(join(tmpdir(), 'studio-leak-'));
cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Counting child processes reads /proc.
describe.skipIf(process.platform !== 'linux')('a session leaves nothing behind', () => {
  it(`opening and closing a workspace ${CYCLES} times leaves no listener, route, timer, watcher or workerd behind`, async () => {
    const server = await startPublicServer();
    const { live, bus, publicServer } = counted(createBus(), server);
    // Trusted sessions never consult the store; it only has to exist (never the real home).
    const trustStore = createTrustStore(join(dir, '.trust', 'trusted-folders.json'));
    const context = { bus, publicServer, options: { transport: 'browser' as const }, trustStore };
    const intervals = countIntervals();
    try {
      // One cycle first: what stays for the process (module caches, pools) is not the session's.
      await (await openSession(dir, context, { trusted: true })).dispose();
      await settle();
      // The public endpoint's routes are mounted once per public server and follow the open session.
      const baseline = {
        resources: await quietResources(),
        workerd: workerdChildren().length,
        live: { ...live },
        intervals: intervals.count(),
      };
      for (let i = 0; i < CYCLES; i++) {
        const session = await openSession(dir, context, { trusted: true });
        expect(workerdChildren().length).toBe(baseline.workerd + 1);
        await session.dispose();
      }
      await settle();
      expect(live).toEqual(baseline.live);
      expect(workerdChildren().length).toBe(baseline.workerd);
      expect(intervals.count()).toBe(baseline.intervals);
      expect(await quietResources()).toEqual(baseline.resources);
    } finally {
      intervals.restore();
      await server.close();
    }
  }, 180_000);
});
