import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createComponent,
  createContentSource,
  createIntegration,
  ExposableError,
  NO_OP_SCRIPT,
  type ComponentDefinition,
} from '../../../sdk/runtime/index.ts';
import { COMPONENT_IDS, COMPONENT_IDS_KEY } from '../../../sdk/runtime/component-ids.ts';
import { jsx } from '../../../sdk/runtime/jsx-runtime.ts';

/** The SDK alone (no sandbox): what an integration answers to each envelope the platform sends. */
const environment = {
  apiEndpoint: 'http://api',
  apiTokens: { integration: 't' },
  integration: { name: 'x', urls: { publicEndpoint: 'http://p' } },
  secrets: {},
};

function envelope(event: unknown, options: { environment?: unknown; fetchBody?: Uint8Array; omit?: string[] } = {}) {
  const form = new FormData();
  if (!options.omit?.includes('event')) form.set('event', JSON.stringify(event));
  if (!options.omit?.includes('environment')) form.set('environment', JSON.stringify(options.environment ?? environment));
  if (options.fetchBody) form.set('fetch-body', new Blob([options.fetchBody as Uint8Array<ArrayBuffer>]));
  return new Request('http://p/v1', { method: 'POST', body: form });
}

const counter = createComponent<{ step?: number }, { count: number }>({
  componentId: 'counter',
  initialState: { count: 0 },
  action: async (element, action) => {
    if (action.action === 'inc') return { state: { count: element.state.count + 1 } };
    if (action.action === 'props') return { props: { step: 5 } };
    if (action.action === 'done') return { type: 'complete', returnValue: { count: element.state.count } };
    return {};
  },
  render: async (element) => jsx('block', { children: jsx('text', { children: `count ${element.state.count}` }) }),
});

const render = (extra: Record<string, unknown>) => ({
  type: 'ui_render',
  componentId: 'counter',
  props: {},
  context: { type: 'document', editable: true },
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('envelope', () => {
  const integration = createIntegration({
    fetch: async (request) => new Response(new Uint8Array(await request.arrayBuffer())),
    components: [counter],
  });

  it('a fetch event gets the fetch-body part as the request body, byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const response = await integration.fetch(
      envelope({ type: 'fetch', request: { method: 'POST', url: 'http://p/x', headers: {} } }, { fetchBody: bytes }),
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('a GET fetch event has no body even when the envelope carries one', async () => {
    const response = await integration.fetch(
      envelope({ type: 'fetch', request: { method: 'GET', url: 'http://p/x', headers: {} } }, { fetchBody: new Uint8Array([1]) }),
    );
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('an envelope without the event or environment part answers 400 naming the part', async () => {
    for (const part of ['event', 'environment']) {
      const response = await integration.fetch(envelope({ type: 'fetch' }, { omit: [part] }));
      expect(response.status).toBe(400);
      expect((await response.json()) as unknown).toEqual({ error: `The envelope has no "${part}" part.` });
    }
  });

  it('a request that is not multipart answers 400', async () => {
    const response = await integration.fetch(
      new Request('http://p/v1', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/not a multipart\/form-data envelope/);
  });
});

describe('dispatch on event.type', () => {
  it('an event with no handler answers 406, as on the platform', async () => {
    const integration = createIntegration({ events: { site_view: async () => {} } });
    const response = await integration.fetch(envelope({ type: 'space_content_updated' }));
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual({ error: 'Integration does not handle "space_content_updated" events' });
  });

  it('a fetch event without a fetch handler answers 400, as on the platform', async () => {
    const integration = createIntegration({});
    const response = await integration.fetch(envelope({ type: 'fetch', request: { method: 'GET', url: 'http://p', headers: {} } }));
    expect(response.status).toBe(400);
  });

  it('a task event without a task handler answers 400; with one it gets the queued payload and answers OK', async () => {
    expect((await createIntegration({}).fetch(envelope({ type: 'task', eventId: 'e', task: {} }))).status).toBe(400);
    const seen = vi.fn();
    const integration = createIntegration({ task: async (task) => seen(task) });
    const response = await integration.fetch(envelope({ type: 'task', eventId: 'e', task: { n: 1 } }));
    expect(await response.text()).toBe('OK');
    expect(seen).toHaveBeenCalledWith({ n: 1 });
  });

  it('a content source computes a revision and a document; an unknown source answers 404', async () => {
    const source = createContentSource<{ repo?: string }>({
      sourceId: 'pages',
      getRevision: async ({ props }) => ({ pages: [{ id: 'p1', title: `from ${props.repo}` }] }),
      getPageDocument: async () => ({ object: 'document', nodes: [] }),
    });
    const integration = createIntegration({ contentSources: [source] });
    const revision = await integration.fetch(envelope({ type: 'content_compute_revision', sourceId: 'pages', props: { repo: 'r' } }));
    expect(await revision.json()).toEqual({ pages: [{ id: 'p1', title: 'from r' }] });
    const document = await integration.fetch(envelope({ type: 'content_compute_document', sourceId: 'pages', props: {} }));
    expect(await document.json()).toEqual({ document: { object: 'document', nodes: [] } });
    expect((await integration.fetch(envelope({ type: 'content_compute_document', sourceId: 'nope', props: {} }))).status).toBe(404);
  });

  it('the integration context has its own API client (the integration token), which queueTask uses', async () => {
    let seen: unknown = null;
    const integration = createIntegration({
      fetch: async (_request, context) => {
        seen = [context.api.authToken, context.integration.api.authToken];
        return new Response('');
      },
    });
    await integration.fetch(
      envelope(
        { type: 'fetch', request: { method: 'GET', url: 'http://p', headers: {} } },
        { environment: { ...environment, apiTokens: { integration: 'int-token', installation: 'inst-token' } } },
      ),
    );
    expect(seen).toEqual(['inst-token', 'int-token']);
  });

  it('a render for an integration without components answers 404 naming the component', async () => {
    const response = await createIntegration({}).fetch(envelope(render({})));
    expect(response.status).toBe(404);
  });

  it('a handled event answers 200 with the text OK', async () => {
    const integration = createIntegration({ events: { installation_setup: async () => {} } });
    const response = await integration.fetch(envelope({ type: 'installation_setup', eventId: 'e', installationId: 'i' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
  });

  it('arrays of event handlers all run', async () => {
    const seen: string[] = [];
    const integration = createIntegration({
      events: { space_content_updated: [async () => void seen.push('a'), async () => void seen.push('b')] },
    });
    const response = await integration.fetch(
      envelope({ type: 'space_content_updated', eventId: 'e', installationId: 'i', spaceId: 's', revisionId: 'r' }),
    );
    expect(response.status).toBe(200);
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it("fetch_published_script without a handler answers 400 with the platform's message", async () => {
    const response = await createIntegration({}).fetch(
      envelope({ type: 'fetch_published_script', eventId: 'e', installationId: 'i', siteId: 's' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Integration does not handle fetch_published_script' });
  });

  it('fetch_published_script answering nothing answers the no-op script as JavaScript; an answer is passed through', async () => {
    const quiet = createIntegration({ fetch_published_script: async () => undefined });
    const noop = await quiet.fetch(envelope({ type: 'fetch_published_script' }));
    expect(noop.status).toBe(200);
    expect(noop.headers.get('content-type')).toBe('application/javascript');
    expect(await noop.text()).toBe(NO_OP_SCRIPT);
    const scripted = createIntegration({
      fetch_published_script: async (event) =>
        new Response(`window.site = ${JSON.stringify(event.siteId)}`, { headers: { 'Content-Type': 'application/javascript' } }),
    });
    expect(await (await scripted.fetch(envelope({ type: 'fetch_published_script', siteId: 's1' }))).text()).toBe('window.site = "s1"');
  });

  it("fetch_visitor_authentication answers the handler's redirect; without a handler 400", async () => {
    expect((await createIntegration({}).fetch(envelope({ type: 'fetch_visitor_authentication' }))).status).toBe(400);
    const integration = createIntegration({
      fetch_visitor_authentication: async () => Response.redirect('https://idp.example/login', 302),
    });
    const response = await integration.fetch(envelope({ type: 'fetch_visitor_authentication', siteId: 's' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://idp.example/login');
  });

  it('the context carries the environment, an API client authenticated as the installation, queueTask and waitUntil', async () => {
    let seen: Record<string, unknown> = {};
    const integration = createIntegration({
      fetch: async (_request, context) => {
        seen = {
          endpoint: context.api.endpoint,
          token: context.api.authToken,
          queueTask: typeof context.integration.queueTask,
          waitUntil: typeof context.waitUntil,
          name: context.environment.integration.name,
        };
        return new Response('');
      },
    });
    await integration.fetch(
      envelope(
        { type: 'fetch', request: { method: 'GET', url: 'http://p', headers: {} } },
        { environment: { ...environment, authToken: 'inst-token', apiTokens: { integration: 't', installation: 'inst-token' } } },
      ),
    );
    expect(seen).toEqual({ endpoint: 'http://api', token: 'inst-token', queueTask: 'function', waitUntil: 'function', name: 'x' });
  });

  it('a runtime event reaches its handler with the event and the environment', async () => {
    const seen = vi.fn();
    const integration = createIntegration({
      events: { space_content_updated: async (event, context) => seen(event.revisionId, context.environment.apiEndpoint) },
    });
    const response = await integration.fetch(
      envelope({ type: 'space_content_updated', revisionId: 'r1', spaceId: 's', eventId: 'e', installationId: 'i' }),
    );
    expect(response.status).toBe(200);
    expect(seen).toHaveBeenCalledWith('r1', 'http://api');
  });

  it('an ExposableError answers its status with {error: message}', async () => {
    const integration = createIntegration({
      fetch: async () => {
        throw new ExposableError('Not yours.', 403);
      },
    });
    const response = await integration.fetch(envelope({ type: 'fetch', request: { method: 'GET', url: 'http://p', headers: {} } }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Not yours.' });
  });

  it('any other error answers a generic 500 and only the log sees the details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const integration = createIntegration({
      events: {
        site_view: async () => {
          throw new Error('private detail');
        },
      },
    });
    const response = await integration.fetch(envelope({ type: 'site_view' }));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('private detail');
    expect(String(logged.mock.calls[0]?.[1])).toContain('private detail');
  });
});

describe('component state rules', () => {
  const integration = createIntegration({ components: [counter] });
  const answer = async (event: unknown) => {
    const response = await integration.fetch(envelope(event));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a first render answers {type: element, state, props, element} with the initial state', async () => {
    const { body } = await answer(render({ props: { step: 2 } }));
    expect(body).toEqual({
      type: 'element',
      state: { count: 0 },
      props: { step: 2 },
      element: { type: 'block', children: [{ type: 'text', children: ['count 0'] }] },
    });
  });

  it('an action result replaces state before rendering', async () => {
    const { body } = await answer(render({ state: { count: 4, other: 1 }, action: { action: 'inc' } }));
    expect(body.state).toEqual({ count: 5 });
  });

  it('an action returning {} leaves state unchanged', async () => {
    const { body } = await answer(render({ state: { count: 4 }, action: { action: 'other' } }));
    expect(body.state).toEqual({ count: 4 });
  });

  it('an action returning props replaces the props', async () => {
    const { body } = await answer(render({ props: { keep: true }, action: { action: 'props' } }));
    expect(body.props).toEqual({ step: 5 });
  });

  it('setCache sets Cache-Control: max-age on the render answer', async () => {
    const cached = createComponent({
      componentId: 'cached',
      render: async (instance) => {
        instance.setCache({ maxAge: 86400 });
        return jsx('block', {});
      },
    });
    const response = await createIntegration({ components: [cached] }).fetch(envelope(render({ componentId: 'cached' })));
    expect(response.headers.get('cache-control')).toBe('max-age=86400');
    expect((await createIntegration({ components: [counter] }).fetch(envelope(render({})))).headers.get('cache-control')).toBeNull();
  });

  it('initialState as a function gets the props, the ContentKit context and the runtime context; instance.context is the ContentKit context', async () => {
    const seen: unknown[] = [];
    const probe = createComponent<{ a?: number }, { from: string }>({
      componentId: 'probe',
      initialState: (props, renderContext, context) => ({
        from: `${props.a}/${renderContext.type}/${context.environment.integration.name}`,
      }),
      render: async (instance) => {
        seen.push(instance.context);
        return jsx('block', {});
      },
    });
    const response = await createIntegration({ components: [probe] }).fetch(envelope(render({ componentId: 'probe', props: { a: 1 } })));
    expect(((await response.json()) as { state: unknown }).state).toEqual({ from: '1/document/x' });
    expect(seen).toEqual([{ type: 'document', editable: true }]);
  });

  it('an action returning complete answers {type: complete, returnValue} instead of an element', async () => {
    const { body } = await answer(render({ state: { count: 3 }, action: { action: 'done' } }));
    expect(body).toEqual({ type: 'complete', returnValue: { count: 3 } });
  });

  it('an unknown componentId answers 404 naming the known ones', async () => {
    const { status, body } = await answer(render({ componentId: 'nope' }));
    expect(status).toBe(404);
    expect(body.error).toBe('Component nope not found (this integration has: counter)');
  });
});

describe('ContentKit JSX runtime', () => {
  it('turns JSX into plain elements, flattening children and dropping null/boolean ones', () => {
    const element = jsx('vstack', { align: 'center', children: ['a', [jsx('divider', {}), null, false, 3]] });
    expect(element).toEqual({ type: 'vstack', align: 'center', children: ['a', { type: 'divider' }, '3'] });
  });

  it('calls function components with their props', () => {
    const Title = (props: { children?: unknown }) => jsx('text', { style: 'bold', children: props.children as string });
    expect(jsx(Title as never, { children: 'Hi' })).toEqual({ type: 'text', style: 'bold', children: ['Hi'] });
  });
});

describe('component ids for the studio', () => {
  it("createIntegration carries its components' ids under the registered symbol the host reads", () => {
    const picker = createComponent({ componentId: 'picker', render: () => jsx('block', {}) });
    const integration = createIntegration({ components: [counter, picker] });
    expect(Reflect.get(integration, Symbol.for(COMPONENT_IDS_KEY))).toEqual(['counter', 'picker']);
    expect(createIntegration({})[COMPONENT_IDS]).toEqual([]);
  });

  it('malformed components from plain JavaScript are skipped rather than making the list unreadable', () => {
    const components = [null, { componentId: 7 }, counter] as unknown as ComponentDefinition[];
    expect(createIntegration({ components })[COMPONENT_IDS]).toEqual(['counter']);
    expect(createIntegration({ components: {} as unknown as ComponentDefinition[] })[COMPONENT_IDS]).toEqual([]);
  });

  it('the ids are invisible to anything that walks or serialises the integration', () => {
    const integration = createIntegration({ components: [counter] });
    expect(Object.keys(integration)).toEqual(['fetch']);
    expect(Object.getOwnPropertySymbols({ ...integration })).toEqual([]);
    expect(JSON.stringify(integration)).toBe('{}');
  });
});
