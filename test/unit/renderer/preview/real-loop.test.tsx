import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PreviewFeature from '../../../../renderer/src/features/preview/index.tsx';
import { counterIntegration, fakeStudio } from './fake-studio.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.restoreAllMocks());

type Options = Parameters<typeof fakeStudio>[0] & {
  manifest?: string;
  installations?: { id: string; kind: string; configuration?: Record<string, unknown> }[];
  appInfo?: unknown;
};

/** The fake studio, plus what these rules need: the manifest's text, installations (created on demand), app.info. */
function studioWith(options: Options = {}) {
  const studio = fakeStudio(options);
  const base = studio.client.call.getMockImplementation()!;
  const installations = [...(options.installations ?? [{ id: 'inst_space_1', kind: 'space' }])];
  studio.client.call.mockImplementation(async (method: string, input?: unknown) => {
    if (method === 'installations.list') return installations;
    if (method === 'installations.create') {
      const created = { id: `inst_${(input as { kind: string }).kind}_new`, kind: (input as { kind: string }).kind };
      installations.push(created);
      return created;
    }
    if (method === 'manifest.get')
      return { path: 'platform-manifest.yaml', text: options.manifest ?? 'name: x\n', version: 1, diagnostics: [] };
    if (method === 'app.info') return options.appInfo ?? { publicOrigin: 'http://127.0.0.1:9999' };
    return base(method, input);
  });
  render(<PreviewFeature />, { wrapper: studio.wrapper });
  return studio;
}

const configurationComponents = (kind: string) => () => ({
  components: [
    { id: 'settings', title: 'site configuration', description: null, kind, defined: true },
    { id: 'counter', title: 'Counter', description: null, kind: 'block', defined: true },
  ],
  manifestError: null,
  code: { known: true, reason: null },
});

describe('configuration context', () => {
  it('opening creates nothing: a configuration component without an installation of its kind waits for the user to ask for one', async () => {
    const studio = studioWith({ components: configurationComponents('configuration_site'), installations: [] });
    const create = await screen.findByRole('button', { name: 'Create a site installation to preview this' });
    expect(screen.getByLabelText('Context')).toHaveValue('configuration_site');
    // Nothing was created, nothing rendered (a render would need an installation to read).
    expect(studio.client.call).not.toHaveBeenCalledWith('installations.create', expect.anything());
    expect(studio.renders).toEqual([]);
    fireEvent.click(create);
    await waitFor(() => expect(studio.renders.length).toBeGreaterThan(0));
    expect(studio.client.call).toHaveBeenCalledWith('installations.create', { kind: 'site' });
    // Its very first render already has the context and the installation: never "Document (editable)" without one.
    expect(studio.renders[0]).toMatchObject({
      componentId: 'settings',
      context: { type: 'configuration_site' },
      installationId: 'inst_site_new',
    });
    expect(screen.getByLabelText('Installation')).toHaveValue('inst_site_new');
  });

  it('a configuration saved elsewhere (the pane, the integration) renders the component again; another installation’s does not', async () => {
    const studio = studioWith({
      components: configurationComponents('configuration_space'),
      installations: [
        { id: 'inst_space_1', kind: 'space', configuration: { label: 'old' } },
        { id: 'inst_space_2', kind: 'space', configuration: {} },
      ],
    });
    await screen.findByText('Count: 0');
    const before = studio.renders.length;
    const push = (id: string, configuration: Record<string, unknown>) =>
      act(() => studio.push('installations.changed', { id, installation: { id, kind: 'space', configuration } } as never));
    push('inst_space_2', { label: 'elsewhere' });
    push('inst_space_1', { label: 'new' });
    await waitFor(() => expect(studio.renders.length).toBe(before + 1));
    expect(studio.renders.at(-1)).toMatchObject({ componentId: 'settings', installationId: 'inst_space_1' });
  });

  it('the button names the installation the context needs: space for configuration_space', async () => {
    studioWith({ components: configurationComponents('configuration_space'), installations: [{ id: 'inst_org', kind: 'organization' }] });
    expect(await screen.findByRole('button', { name: 'Create a space installation to preview this' })).toBeInTheDocument();
  });

  it('an installation of that kind that exists is selected, none is created; a block then opens in a document', async () => {
    const studio = studioWith({ components: configurationComponents('configuration_space') });
    await waitFor(() => expect(studio.renders.length).toBeGreaterThan(0));
    expect(studio.renders[0]).toMatchObject({ context: { type: 'configuration_space' }, installationId: 'inst_space_1' });
    expect(studio.client.call).not.toHaveBeenCalledWith('installations.create', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /Counter/ }));
    await waitFor(() =>
      expect(studio.renders.at(-1)).toMatchObject({ componentId: 'counter', context: { type: 'document', editable: true } }),
    );
  });
});

const UNFURL_MANIFEST = 'name: x\nblocks:\n  - id: counter\n    title: Counter\n    urlUnfurl:\n      - https://tracker.example/items/**\n';

describe('link unfurl', () => {
  it('unfurl match: a pasted link renders the block whose urlUnfurl pattern matches, sent @link.unfurl with the URL', async () => {
    const studio = studioWith({ manifest: UNFURL_MANIFEST });
    await screen.findByText('Count: 0');
    fireEvent.change(screen.getByLabelText('Paste a link'), { target: { value: 'https://tracker.example/items/7' } });
    fireEvent.click(within(screen.getByLabelText('Paste a link').closest('form')!).getByRole('button', { name: 'Unfurl' }));
    await waitFor(() =>
      expect(studio.renders.at(-1)).toMatchObject({
        componentId: 'counter',
        context: { type: 'document', editable: true },
        action: { action: '@link.unfurl', url: 'https://tracker.example/items/7' },
      }),
    );
    expect(await screen.findByTestId('unfurl-message')).toHaveTextContent('matches https://tracker.example/items/**');
  });

  it('unfurl no-match: a link no block unfurls lists the patterns and renders nothing new', async () => {
    const studio = studioWith({ manifest: UNFURL_MANIFEST });
    await screen.findByText('Count: 0');
    const before = studio.renders.length;
    fireEvent.change(screen.getByLabelText('Paste a link'), { target: { value: 'https://elsewhere.example/' } });
    fireEvent.click(within(screen.getByLabelText('Paste a link').closest('form')!).getByRole('button', { name: 'Unfurl' }));
    expect(await screen.findByTestId('unfurl-message')).toHaveTextContent(
      "No block unfurls https://elsewhere.example/; the manifest's urlUnfurl patterns are: https://tracker.example/items/** (counter).",
    );
    expect(studio.renders.length).toBe(before);
  });
});

describe('editable state and copyable ContentKit', () => {
  it('editable state: the State tab takes JSON and applying re-renders the component with that state', async () => {
    const studio = studioWith();
    await screen.findByText('Count: 0');
    fireEvent.change(screen.getByTestId('state-0'), { target: { value: '{ "count": 7 }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply state' }));
    await screen.findByText('Count: 7');
    expect(studio.renders.at(-1)).toMatchObject({ componentId: 'counter', state: { count: 7 } });
  });

  it('editable state: text that is not a JSON object is refused with the reason, nothing is sent', async () => {
    const studio = studioWith();
    await screen.findByText('Count: 0');
    const before = studio.renders.length;
    fireEvent.change(screen.getByTestId('state-0'), { target: { value: '[1]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply state' }));
    expect(await screen.findByText('State must be a JSON object, like { "count": 1 }.')).toBeInTheDocument();
    expect(studio.renders.length).toBe(before);
  });

  it('the ContentKit tab copies the tree as JSON', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    // Only writeText is this test's: the page's clipboard keeps the rest (Monaco writes on every click).
    Object.defineProperty(navigator, 'clipboard', { value: { ...navigator.clipboard, writeText }, configurable: true });
    studioWith();
    await screen.findByText('Count: 0');
    fireEvent.click(screen.getByRole('tab', { name: 'ContentKit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy JSON' }));
    await screen.findByText('Copied the ContentKit JSON.');
    expect(JSON.parse(writeText.mock.calls[0]![0])).toMatchObject({ type: 'block' });
  });
});

describe('sizes and errors as the platform shows them', () => {
  it("icon size: a card's image icon is drawn in the platform's 16 px icon box, not at the image's own size", async () => {
    studioWith({
      integration: () => ({
        status: 200,
        body: {
          type: 'element',
          state: {},
          props: {},
          element: {
            type: 'block',
            children: [
              { type: 'card', title: 'Issue', icon: { type: 'image', source: { url: 'https://example.com/logo.png' }, aspectRatio: 1 } },
            ],
          },
        },
      }),
    });
    const box = await screen.findByTestId('ck-card-icon-image');
    expect(box.querySelector('[data-ck=image]')).not.toBeNull();
    expect(box.style.width).toBe('16px');
    expect(box.style.height).toBe('16px');
  });

  it('a 4xx/5xx render answer is an error in the Issues tab, not a ContentKit tree problem "(root) … got null"', async () => {
    studioWith({
      integration: () => ({ status: 404, body: { error: 'Component settings not found' } }) as ReturnType<typeof counterIntegration>,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Issues (1)' }));
    expect(screen.getByTestId('render-error-issue')).toHaveTextContent('The component answered 404: Component settings not found');
    expect(screen.queryByText('(root)')).toBeNull();
  });

  it("errors behind a 500: the Preview shows the integration's logged error with its stack mapped to the source", async () => {
    studioWith({
      integration: (input) =>
        input.action?.action === 'boom'
          ? ({
              status: 500,
              body: { error: 'Unexpected error in the integration.' },
              logs: [{ level: 'error', ts: 1, message: 'Error: no data', stack: 'Error: no data\n    at loadItem (src/index.tsx:4:9)' }],
            } as ReturnType<typeof counterIntegration>)
          : counterIntegration(input),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Break' }));
    expect(await screen.findByText(/at loadItem \(src\/index\.tsx:4:9\)/)).toBeInTheDocument();
  });
});
