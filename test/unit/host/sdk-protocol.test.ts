import { afterEach, describe, expect, it, vi } from 'vitest';
import { createComponent, createIntegration, ExposableError, type IntegrationComponent } from '../../../sdk/runtime/index.ts';
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
  it('an event with no handler answers 406', async () => {
    const integration = createIntegration({ events: { space_view: async () => {} } });
    for (const type of ['space_content_updated', 'fetch', 'ui_render']) {
      const response = await integration.fetch(envelope({ type, request: { method: 'GET', url: 'http://p', headers: {} } }));
      expect(response.status).toBe(406);
    }
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
        space_view: async () => {
          throw new Error('private detail');
        },
      },
    });
    const response = await integration.fetch(envelope({ type: 'space_view' }));
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

  it('an action returning state merges it before rendering', async () => {
    const { body } = await answer(render({ state: { count: 4 }, action: { action: 'inc' } }));
    expect(body.state).toEqual({ count: 5 });
  });

  it('an action returning {} leaves state unchanged', async () => {
    const { body } = await answer(render({ state: { count: 4 }, action: { action: 'other' } }));
    expect(body.state).toEqual({ count: 4 });
  });

  it('an action returning props merges them into the props', async () => {
    const { body } = await answer(render({ props: { keep: true }, action: { action: 'props' } }));
    expect(body.props).toEqual({ keep: true, step: 5 });
  });

  it('an action returning complete answers {type: complete, returnValue} instead of an element', async () => {
    const { body } = await answer(render({ state: { count: 3 }, action: { action: 'done' } }));
    expect(body).toEqual({ type: 'complete', returnValue: { count: 3 } });
  });

  it('an unknown componentId answers 404 naming the known ones', async () => {
    const { status, body } = await answer(render({ componentId: 'nope' }));
    expect(status).toBe(404);
    expect(body.error).toBe('No component "nope" in this integration (it has: counter).');
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
    const components = [null, { componentId: 7 }, counter] as unknown as IntegrationComponent[];
    expect(createIntegration({ components })[COMPONENT_IDS]).toEqual(['counter']);
    expect(createIntegration({ components: {} as unknown as IntegrationComponent[] })[COMPONENT_IDS]).toEqual([]);
  });

  it('the ids are invisible to anything that walks or serialises the integration', () => {
    const integration = createIntegration({ components: [counter] });
    expect(Object.keys(integration)).toEqual(['fetch']);
    expect(Object.getOwnPropertySymbols({ ...integration })).toEqual([]);
    expect(JSON.stringify(integration)).toBe('{}');
  });
});
