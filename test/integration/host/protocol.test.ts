import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateEvent } from '../../../shared/platform/index.ts';
import { renderComponent } from '../../../electron/services/host/render.ts';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

/** The platform protocol through the real sandbox, on one shared runtime (the `protocol` fixture). */
let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('protocol', { env: { PROBE_TOKEN: 'probe-secret-value-42' } });
});
afterAll(() => t.close());

const lastOf = (kind: string) => [...t.records].reverse().find((r) => r.kind === kind)!;

describe('envelope and environment', () => {
  it('the dispatch is a multipart POST to {publicEndpoint}/v1 with event and environment parts (fetch-body for fetch)', async () => {
    await t.host.dispatchEvent(fetchEvent(t.host, '/x', 'POST'), { fetchBody: new TextEncoder().encode('payload') });
    const data = lastOf('dispatch').data as { request: { url: string; headers: Record<string, string>; body: string } };
    expect(data.request.url).toBe(`${t.server.origin}/i/dev/v1`);
    expect(data.request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const part of ['event', 'environment', 'fetch-body']) expect(data.request.body).toContain(`name="${part}"`);
  });

  it('environment carries apiEndpoint, tokens, the public endpoint, the dev installation with manifest defaults, and resolved secrets', async () => {
    const environment = JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, '/environment'))).body);
    expect(environment.apiEndpoint).toBe(`${t.server.origin}/api`);
    expect(environment.integration).toMatchObject({
      name: 'protocol-probe',
      version: 1,
      urls: { publicEndpoint: `${t.server.origin}/i/dev` },
    });
    expect(environment.installation.id).toBe('dev');
    expect(environment.spaceInstallation).toMatchObject({ space: 'space_dev', configuration: { mode: 'probing' } });
    expect(typeof environment.apiTokens.installation).toBe('string');
    expect(environment.secrets).toEqual({ PROBE_TOKEN: 'probe-secret-value-42' });
  });

  it('environment carries every field of IntegrationEnvironment the platform fills: authToken, signingSecrets, version, urls of each installation', async () => {
    const environment = JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, '/environment'))).body);
    expect(environment.authToken).toBe(environment.apiTokens.installation);
    expect(Object.keys(environment.signingSecrets).sort()).toEqual(['installation', 'integration', 'spaceInstallation']);
    expect(environment.integration.urls.icon).toMatch(/^http/);
    expect(environment.installation).toMatchObject({
      status: 'active',
      externalIds: [],
      urls: { publicEndpoint: `${t.server.origin}/i/dev` },
    });
    expect(environment.installation.urls.publicContentEndpoint).toMatch(/^http/);
    expect(environment.spaceInstallation.urls.publicEndpoint).toBe(`${t.server.origin}/i/dev`);
  });

  it("integration.urls.icon serves the manifest's icon, as an image that cannot run script", async () => {
    const environment = JSON.parse((await t.host.dispatchEvent(fetchEvent(t.host, '/environment'))).body);
    const response = await fetch(environment.integration.urls.icon);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toContain('<svg');
  });

  it('a secret whose ${{ env.NAME }} is set nowhere is reported in the status, never passed as empty', async () => {
    expect((await t.host.status()).missingSecrets).toEqual(['PROBE_MISSING (${{ env.PROBE_MISSING_VARIABLE }})']);
  });

  it('secrets are redacted in logs and in every journal record', async () => {
    const result = await t.host.dispatchEvent(generateEvent('space_content_updated'));
    expect(result.logs[0]!.message).toContain('secret is [redacted:PROBE_TOKEN]');
    expect(JSON.stringify(t.records)).not.toContain('probe-secret-value-42');
  });
});

describe('event rules', () => {
  it('an event type the integration does not handle answers 406', async () => {
    const result = await t.host.dispatchEvent(generateEvent('site_view'));
    expect(result.status).toBe(406);
    expect(JSON.parse(result.body)).toEqual({ error: 'Integration does not handle "site_view" events' });
  });

  it('an ExposableError answers its status and message', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/exposable'));
    expect(result.status).toBe(403);
    expect(JSON.parse(result.body)).toEqual({ error: 'You may see this message.' });
  });

  it('an event handler that throws answers 500 generically; the detail is in the log', async () => {
    const result = await t.host.dispatchEvent(generateEvent('installation_setup'));
    expect(result.status).toBe(500);
    expect(result.body).not.toContain('private detail');
    expect(result.logs.some((l) => l.level === 'error' && l.message.includes('setup exploded with private detail'))).toBe(true);
  });

  it('an unknown installation is refused before anything runs', async () => {
    await expect(t.host.dispatchEvent(generateEvent('site_view'), { installationId: 'ghost' })).rejects.toThrow(/no installation "ghost"/);
  });
});

describe('tasks', () => {
  const taskDispatches = () => t.records.filter((r) => r.kind === 'dispatch' && (r.data as { eventType?: string }).eventType === 'task');

  it('queueTask sends a task event with the payload on the schedule asked, to the installation that queued it', async () => {
    const before = taskDispatches().length;
    const queuedAt = Date.now();
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/queue?schedule=1'));
    expect(result.body).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(taskDispatches().length).toBe(before); // not yet: it waits the second it asked for
    await vi.waitFor(() => expect(taskDispatches().length).toBe(before + 1), { timeout: 5_000, interval: 50 });
    const task = taskDispatches().at(-1)!;
    expect(task.ts - queuedAt).toBeGreaterThanOrEqual(1_000);
    expect(task.installationId).toBe('dev');
    const log = t.records.find((r) => r.kind === 'log' && r.parentId === task.id);
    expect(log?.summary).toContain('task ran with {"n":1}');
  });
});

describe('components through the sandbox', () => {
  it('initial state comes from the props; an action result replaces state; {} keeps it; complete ends the flow', async () => {
    const first = await renderComponent(t.host, { componentId: 'counter', props: { step: 2 } });
    expect(first.body).toMatchObject({ type: 'element', state: { count: 2, label: 'start' }, props: { step: 2 } });
    const clicked = await renderComponent(t.host, {
      componentId: 'counter',
      props: { step: 2 },
      state: { count: 2, label: 'start' },
      action: { action: 'increment' },
    });
    expect((clicked.body as { state: unknown }).state).toEqual({ count: 4 });
    const same = await renderComponent(t.host, {
      componentId: 'counter',
      props: {},
      state: { count: 9, label: 'x' },
      action: { action: 'nothing' },
    });
    expect((same.body as { state: unknown }).state).toEqual({ count: 9, label: 'x' });
    const done = await renderComponent(t.host, {
      componentId: 'counter',
      props: {},
      state: { count: 9, label: 'x' },
      action: { action: 'finish' },
    });
    expect(done.body).toEqual({ type: 'complete', returnValue: { count: 9 } });
  });

  it('the element keeps dynamic bindings and the render context reaches the component', async () => {
    const result = await renderComponent(t.host, { componentId: 'counter', props: {}, context: { type: 'configuration_space' } });
    const element = (result.body as { element: { children: { type: string; children?: string[]; onPress?: unknown }[] } }).element;
    expect(element.children[1]!.children).toEqual(['context configuration_space']);
    // An action is where the description takes a binding (a textinput's initialValue is a string).
    expect(element.children[2]!.onPress).toEqual({ action: 'increment', label: { $state: 'label' } });
  });

  it('an action raising ExposableError answers its status', async () => {
    const result = await renderComponent(t.host, { componentId: 'counter', props: {}, action: { action: 'refuse' } });
    expect(result).toMatchObject({ status: 422, body: { error: 'The counter refuses.' } });
  });
});

describe('outbound and the API stub', () => {
  it('a fetch to any other URL is forwarded and journaled with request and response', async () => {
    const server = createServer((request, response) => {
      let size = 0;
      request.on('data', (chunk: Buffer) => (size += chunk.length));
      request.on('end', () => response.writeHead(201, { 'x-seen': 'yes' }).end(`got ${size} bytes`));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    // A local backend is reachable once its origin is allowed (loopback is refused otherwise).
    t.host.outbound.setAllowed([new URL(target).origin]);
    try {
      const result = await t.host.dispatchEvent(fetchEvent(t.host, `/relay?to=${encodeURIComponent(target)}`));
      expect(JSON.parse(result.body)).toEqual({ status: 201, text: 'got 4 bytes' });
      const call = t.records.find((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId)!;
      expect(call.data).toMatchObject({
        stub: false,
        request: { method: 'POST', url: target, body: 'pppp' },
        response: { status: 201, body: 'got 4 bytes' },
      });
    } finally {
      t.host.outbound.setAllowed([]);
      server.close();
    }
  });

  it("an outbound body over 10 MB is not sent; the integration's fetch rejects naming the limit", async () => {
    const result = await t.host.dispatchEvent(
      fetchEvent(t.host, `/relay?bytes=${11 * 1024 * 1024}&to=${encodeURIComponent('http://127.0.0.1:9/never')}`),
    );
    expect(JSON.parse(result.body).failed).toMatch(/larger than 10 MB, the studio's limit for outbound calls/);
  });

  it('a call to apiEndpoint is answered by the stub and journaled under its dispatch with the token masked', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/outbound'));
    expect(JSON.parse(result.body)).toEqual({ apiStatus: 200, spaceId: 'space_dev' });
    const call = t.records.find((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId);
    const data = call!.data as { stub: boolean; request: { url: string; headers: Record<string, string> }; response: { status: number } };
    expect(data.stub).toBe(true);
    expect(data.request.url).toBe(`${t.server.origin}/api/v1/spaces/space_dev`);
    expect(data.request.headers.authorization).toMatch(/^Bearer ••••.{4}$/);
    expect(data.response.status).toBe(200);
    expect(data.request.headers['x-studio-dispatch']).toBeUndefined();
  });

  it('routes added with host.world.api.route answer, newest first', async () => {
    const remove = t.host.world.api.route('GET', '/v1/spaces/:spaceId', ({ params }) => ({ id: `custom-${params.spaceId}` }));
    try {
      const result = await t.host.dispatchEvent(fetchEvent(t.host, '/outbound'));
      expect(JSON.parse(result.body).spaceId).toBe('custom-space_dev');
    } finally {
      remove();
    }
  });
});
