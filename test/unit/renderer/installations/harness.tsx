// The installations and events panes rendered against the real installations service (real public
// server, mock provider and platform API emulator from the integration harness), so component tests
// exercise the same handlers the studio runs.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { methods } from '../../../../shared/api/index.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

interface Harness {
  bus: { subscribe(topic: string, listener: (payload: unknown) => void): () => void; publish(topic: string, payload: unknown): void };
  feature: unknown;
  service: {
    create(input: Record<string, unknown>): Promise<{ id: string }>;
    oauthStart(id: string, property: string): { url: string };
    get(id: string): { externalIds: string[]; configuration: Record<string, unknown> };
    /** What the integration's own platform-API call does (a configuration saved elsewhere). */
    updateFromIntegration(id: string, patch: { configuration?: Record<string, unknown>; externalIds?: string[] }): unknown;
    integrationToken: string;
  };
  /** The platform world the session builds: its one environment builder answers what an installation's envelope carries. */
  world: { environmentFor(id: string): { apiTokens: { installation?: string }; installation?: { id: string } } | null };
  publicServer: { origin: string };
  /** The platform API emulator's endpoint (what `environment.apiEndpoint` holds). */
  apiEndpoint: string;
  manifestPath: string;
  dispatched: { event: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** Main-process modules, loaded by path at run time: the renderer's typecheck project holds no Node code. */
async function load<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ path)) as T;
}

/** The harness with a way to render an element inside the studio's context. */
export type StudioUnderTest = Harness & { show(element: ReactElement): RenderResult };

export async function startStudio(
  options: { manifestText?: string; editManifest?: (text: string) => string } = {},
): Promise<StudioUnderTest> {
  const { startHarness } = await load<{ startHarness(o: unknown): Promise<Harness> }>('../../../integration/installations/harness.ts');
  const { handlers: installationsHandlers } = await load<{ handlers(deps: unknown): Record<string, (input: unknown) => Promise<unknown>> }>(
    '../../../../electron/app/features/installations.ts',
  );
  const { createOutboundPolicy } = await load<{ createOutboundPolicy(o: unknown): unknown }>(
    '../../../../electron/services/host/containment/outbound-policy.ts',
  );
  const h = await startHarness(options);
  // What the studio fetches for the form (completion_url) passes the host's outbound policy, as in the studio.
  const outboundPolicy = createOutboundPolicy({
    studioOrigins: () => [h.publicServer.origin],
    allowedOrigins: () => [],
    sandboxPorts: () => new Set<number>(),
  });
  // The feature's one dependency: the slot holding the open session (here, just what the feature reads).
  const session = { installations: h.feature, host: { outbound: { policy: outboundPolicy } } };
  const handlers = installationsHandlers({
    session: { current: () => session, require: () => session, onDidOpen: () => ({ dispose() {} }) },
  });
  const client = {
    async call(method: string, input?: unknown) {
      const handler = handlers[method];
      if (!handler) throw new Error(`not in this harness: ${method}`);
      return handler((methods as Record<string, { input: { parse(v: unknown): unknown } }>)[method]!.input.parse(input ?? {}));
    },
    subscribe: (topic: string, listener: (payload: unknown) => void) => h.bus.subscribe(topic, listener),
  } as unknown as StudioClient;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  localStorage.clear();
  return {
    ...h,
    show(element: ReactElement) {
      return render(<StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>{element}</StudioProvider>);
    },
  };
}
