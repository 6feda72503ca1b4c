import { afterEach, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

interface Phases {
  buildWaitMs: number;
  envelopeMs: number;
  startWaitMs: number;
}

let t: TestHost | null = null;
afterEach(() => t?.close());

const phasesOf = (recordId: number | null) => (t!.records.find((r) => r.id === recordId)!.data as { phases: Phases }).phases;

describe("a dispatch records the phases before the integration ran (the waterfall's build and start)", () => {
  it('a dispatch sent while the first build runs records how long it waited for the build and the runtime', async () => {
    t = await startTestHost('console-levels', { start: false });
    const starting = t.host.start();
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
    await starting;
    expect(result.status).toBe(200);
    const phases = phasesOf(result.recordId);
    // The first build and the runtime's start take tens of milliseconds at the very least.
    expect(phases.buildWaitMs).toBeGreaterThan(5);
    expect(phases.envelopeMs).toBeGreaterThanOrEqual(0);
    expect(phases.startWaitMs).toBeGreaterThanOrEqual(0);
  });

  it('a dispatch to a running integration waited for nothing', async () => {
    t = await startTestHost('console-levels');
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
    const phases = phasesOf(result.recordId);
    expect(phases.buildWaitMs).toBe(0);
    expect(phases.startWaitMs).toBeLessThan(250);
  });
});
