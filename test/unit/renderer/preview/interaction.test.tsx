import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PreviewFeature from '../../../../renderer/src/features/preview/index.tsx';
import { counterIntegration, fakeStudio } from './fake-studio.tsx';

beforeAll(() => {
  // react-resizable-panels measures its group; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.restoreAllMocks());

async function open(options: Parameters<typeof fakeStudio>[0] = {}) {
  const studio = fakeStudio(options);
  render(<PreviewFeature />, { wrapper: studio.wrapper });
  const canvas = await screen.findByTestId('canvas');
  await within(canvas).findByText('Count: 0');
  return { ...studio, canvas };
}
const history = () => within(screen.getByRole('list', { name: 'History of states and actions' })).getAllByRole('button');

describe('interaction', () => {
  it('renders the first manifest component with the document context and empty props', async () => {
    const { renders } = await open();
    expect(renders[0]).toEqual({ componentId: 'counter', props: {}, context: { type: 'document', editable: true, theme: 'light' } });
  });

  it('a press sends the action with current state, props and context, bindings resolved, and the answer replaces state and view', async () => {
    const { renders, canvas } = await open();
    fireEvent.change(within(canvas).getByLabelText('Step'), { target: { value: '5' } });
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 5');
    expect(renders[1]).toEqual({
      componentId: 'counter',
      props: {},
      state: { count: 0, by: '5' },
      action: { action: 'inc', by: '5' },
      context: { type: 'document', editable: true, theme: 'light' },
    });
    expect(screen.getByTestId('state-0')).toHaveTextContent('"count": 5');
  });

  it('an empty answer leaves state and view unchanged and adds no step', async () => {
    const { canvas } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 1');
    fireEvent.click(within(canvas).getByRole('button', { name: 'Nothing' }));
    expect(await screen.findByText(/answered nothing/)).toBeInTheDocument();
    expect(within(canvas).getByText('Count: 1')).toBeInTheDocument();
    expect(history()).toHaveLength(2);
  });

  it('an integration error shows its status, message and stack on the canvas, keeping the last view', async () => {
    const { canvas } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Break' }));
    const error = await within(canvas).findByTestId('integration-error');
    expect(error).toHaveTextContent('The integration answered 500');
    expect(error).toHaveTextContent('kaput');
    expect(error).toHaveTextContent('at render (src/index.tsx:3:9)');
    expect(within(canvas).getByText('Count: 0')).toBeInTheDocument();
  });

  it('a bare 500 gets the message and stack the integration logged while rendering', async () => {
    const integration = (input: Parameters<typeof counterIntegration>[0]) =>
      input.action?.action === 'boom'
        ? { status: 500, body: { error: 'Unexpected error in the integration.' } }
        : counterIntegration(input);
    const { canvas, push } = await open({ integration });
    const log = (ts: number, message: string, source = 'integration') => ({
      id: 1,
      ts,
      kind: 'log',
      status: 'error',
      summary: message,
      installationId: null,
      parentId: null,
      data: { level: 'error', ts, message, source, stack: 'Error: kaput\n    at render (src/index.tsx:3:9)' },
    });
    act(() => push('journal.appended', log(Date.now() - 60_000, 'an older, unrelated failure')));
    fireEvent.click(within(canvas).getByRole('button', { name: 'Break' }));
    const error = await within(canvas).findByTestId('integration-error');
    expect(error).toHaveTextContent('Unexpected error in the integration.');
    // The runtime echoes the error line by line; only the integration's own log is taken.
    act(() => push('journal.appended', log(Date.now(), 'Error: kaput (runtime echo)', 'runtime')));
    act(() => push('journal.appended', log(Date.now(), 'Unexpected error while handling a "ui_render" event: Error: kaput')));
    await waitFor(() => expect(error).toHaveTextContent('at render (src/index.tsx:3:9)'));
    expect(error).not.toHaveTextContent('older, unrelated');
    expect(error).not.toHaveTextContent('runtime echo');
  });

  it('a host that cannot render shows why on the canvas', async () => {
    const studio = fakeStudio();
    const original = studio.client.call.getMockImplementation()!;
    studio.client.call.mockImplementation(async (method: string, input?: unknown) => {
      if (method === 'host.render') throw Object.assign(new Error('The integration host is not built yet.'), { code: 'unavailable' });
      return original(method, input);
    });
    render(<PreviewFeature />, { wrapper: studio.wrapper });
    expect(await screen.findByTestId('integration-error')).toHaveTextContent('unavailable: The integration host is not built yet.');
  });

  it('time travel: back restores the previous state and view, forward returns, a new action drops the undone steps', async () => {
    const { canvas } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 1');
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 2');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(within(canvas).getByText('Count: 1')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    expect(within(canvas).getByText('Count: 0')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(within(canvas).getByText('Count: 1')).toBeInTheDocument();
    fireEvent.click(history()[2]!);
    expect(within(canvas).getByText('Count: 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Step back' }));
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 2');
    expect(history().map((item) => item.textContent)).toEqual([
      expect.stringContaining('render'),
      expect.stringContaining('inc'),
      expect.stringContaining('inc'),
    ]);
  });

  it('each step shows its status and render time', async () => {
    await open();
    expect(history()[0]).toHaveTextContent('200 · 12 ms');
    expect(screen.getByTestId('render-time')).toHaveTextContent('12 ms');
  });

  it('R re-renders with the current props and state', async () => {
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 1');
    fireEvent.keyDown(window, { key: 'r' });
    await waitFor(() => expect(history()).toHaveLength(3));
    expect(renders[2]).toMatchObject({ componentId: 'counter', state: { count: 1 } });
    expect(renders[2]!.action).toBeUndefined();
  });

  it('a hot reload re-renders keeping props and state; an older or repeated reload does not', async () => {
    const { canvas, renders, push } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 1');
    await waitFor(() => expect(renders).toHaveLength(2));
    act(() => push('host.status', { state: 'ready', error: null, lastBuildMs: 1, lastBuildAt: 1, lastReloadAt: 100, memoryBytes: null }));
    act(() =>
      push('host.status', { state: 'building', error: null, lastBuildMs: 1, lastBuildAt: 1, lastReloadAt: 200, memoryBytes: null }),
    );
    expect(renders).toHaveLength(2);
    act(() => push('host.status', { state: 'ready', error: null, lastBuildMs: 1, lastBuildAt: 1, lastReloadAt: 200, memoryBytes: null }));
    await waitFor(() => expect(history().at(-1)).toHaveTextContent('hot reload'));
    expect(renders[2]).toMatchObject({ state: { count: 1 }, props: {} });
  });

  it('when the host becomes ready after a failed first render, the canvas renders', async () => {
    const studio = fakeStudio();
    const original = studio.client.call.getMockImplementation()!;
    let up = false;
    studio.client.call.mockImplementation(async (method: string, input?: unknown) => {
      if (method === 'host.status')
        return { state: 'building', error: null, lastBuildMs: null, lastBuildAt: null, lastReloadAt: null, memoryBytes: null };
      if (method === 'host.render' && !up) throw Object.assign(new Error('The host is still building.'), { code: 'unavailable' });
      return original(method, input);
    });
    render(<PreviewFeature />, { wrapper: studio.wrapper });
    const canvas = await screen.findByTestId('canvas');
    await within(canvas).findByText(/still building/);
    up = true;
    act(() =>
      studio.push('host.status', { state: 'ready', error: null, lastBuildMs: 5, lastBuildAt: 1, lastReloadAt: 50, memoryBytes: null }),
    );
    expect(await within(canvas).findByText('Count: 0')).toBeInTheDocument();
    expect(within(canvas).queryByTestId('integration-error')).toBeNull();
  });

  it('props from the editor re-render the component; invalid JSON is refused with its reason', async () => {
    const { renders } = await open();
    const editor = screen.getByLabelText('Props');
    fireEvent.change(editor, { target: { value: '[1]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply props' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Props must be a JSON object');
    fireEvent.change(editor, { target: { value: '{"label": oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply props' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not JSON');
    fireEvent.change(editor, { target: { value: '{"label": "hi"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply props' }));
    await screen.findByText('Label: hi');
    expect(renders.at(-1)).toMatchObject({ props: { label: 'hi' } });
  });

  it("the canvas's theme is sent in the ui_render context: switching the canvas to dark renders again with theme dark", async () => {
    const { renders } = await open();
    expect(renders[0]).toMatchObject({ context: { theme: 'light' } });
    fireEvent.click(screen.getByRole('button', { name: 'Canvas theme: light' }));
    await waitFor(() => expect(renders.at(-1)).toMatchObject({ context: { type: 'document', editable: true, theme: 'dark' } }));
  });

  it('the context switcher re-renders with the chosen context', async () => {
    const { renders } = await open();
    fireEvent.change(screen.getByLabelText('Context'), { target: { value: 'configuration_space' } });
    await waitFor(() => expect(renders.at(-1)).toMatchObject({ context: { type: 'configuration_space' } }));
    fireEvent.change(screen.getByLabelText('Context'), { target: { value: 'document-readonly' } });
    await waitFor(() => expect(renders.at(-1)).toMatchObject({ context: { type: 'document', editable: false } }));
  });

  it('the installation picker renders as the chosen installation, keeping state', async () => {
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 1');
    fireEvent.change(screen.getByLabelText('Installation'), { target: { value: 'inst_space_1' } });
    await waitFor(() => expect(renders.at(-1)).toMatchObject({ installationId: 'inst_space_1', state: { count: 1 } }));
    fireEvent.click(within(canvas).getByRole('button', { name: 'Add' }));
    await within(canvas).findByText('Count: 2');
    expect(renders.at(-1)).toMatchObject({ installationId: 'inst_space_1', action: { action: 'inc' } });
  });

  it('the canvas theme switches between light and dark', async () => {
    const { canvas } = await open();
    const before = canvas.dataset.theme;
    fireEvent.click(screen.getByRole('button', { name: /Canvas theme/ }));
    expect(canvas.dataset.theme).toBe(before === 'dark' ? 'light' : 'dark');
  });

  it('the raw ContentKit of the current step is shown beside the view', async () => {
    await open();
    fireEvent.click(screen.getByRole('tab', { name: 'ContentKit' }));
    expect(screen.getByTestId('raw-contentkit')).toHaveTextContent('"Count: 0"');
  });
});

describe('built-in actions', () => {
  it('@ui.modal.open renders the named component as a modal with its props', async () => {
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Pick' }));
    const modal = await within(canvas).findByRole('dialog', { name: 'Pick one' });
    expect(renders.at(-1)).toEqual({
      componentId: 'picker',
      props: { title: 'Pick one' },
      context: { type: 'document', editable: true, theme: 'light' },
    });
    expect(screen.getByTestId('modal-layer')).toContainElement(modal);
  });

  it('@ui.modal.close closes the modal and hands its return value to the parent as an action', async () => {
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Pick' }));
    const modal = await within(canvas).findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Choose A' }));
    await within(canvas).findByText('Picked: A');
    expect(within(canvas).queryByRole('dialog')).toBeNull();
    expect(renders.at(-1)).toMatchObject({ componentId: 'counter', action: { action: '@ui.modal.close', returnValue: { choice: 'A' } } });
  });

  it('a modal component answering complete closes with its return value', async () => {
    const { canvas } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Pick' }));
    fireEvent.click(within(await within(canvas).findByRole('dialog')).getByRole('button', { name: 'Complete B' }));
    await within(canvas).findByText('Picked: B');
    expect(within(canvas).queryByRole('dialog')).toBeNull();
  });

  it('time travel back over a modal close reopens the modal', async () => {
    const { canvas } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Pick' }));
    fireEvent.click(within(await within(canvas).findByRole('dialog')).getByRole('button', { name: 'Choose A' }));
    await within(canvas).findByText('Picked: A');
    fireEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(within(canvas).getByRole('dialog', { name: 'Pick one' })).toBeInTheDocument();
  });

  it('@ui.url.open in browser mode opens a new tab with noopener and sends nothing to the component', async () => {
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Visit' }));
    expect(await within(canvas).findByText('Opened https://example.com/docs in the browser.')).toBeInTheDocument();
    expect(openSpy).toHaveBeenCalledWith('https://example.com/docs', '_blank', 'noopener,noreferrer');
    expect(renders).toHaveLength(1);
  });

  it('@ui.url.open in Electron asks first; declining opens nothing', async () => {
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { canvas } = await open({ transport: 'electron' });
    fireEvent.click(within(canvas).getByRole('button', { name: 'Visit' }));
    expect(await within(canvas).findByText(/Did not open https:\/\/example.com\/docs/)).toBeInTheDocument();
    expect(confirmSpy).toHaveBeenCalledWith('Open https://example.com/docs in your browser?');
    expect(openSpy).not.toHaveBeenCalled();
    confirmSpy.mockReturnValue(true);
    fireEvent.click(within(canvas).getByRole('button', { name: 'Visit' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('https://example.com/docs', '_blank', 'noopener,noreferrer'));
  });

  it("@editor.node.updateProps replaces the block's props, re-renders with them and shows them in the props editor", async () => {
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Relabel' }));
    await within(canvas).findByText('Label: renamed');
    expect(renders.at(-1)).toMatchObject({ componentId: 'counter', props: { label: 'renamed' }, state: { count: 0 } });
    expect(renders.at(-1)!.action).toBeUndefined();
    expect(screen.getByLabelText('Props')).toHaveValue('{\n  "label": "renamed"\n}');
  });

  it('@link.unfurl is sent to the component and its result is shown', async () => {
    const { canvas, renders } = await open();
    fireEvent.click(within(canvas).getByRole('button', { name: 'Unfurl' }));
    expect(
      await within(canvas).findByText(/Unfurled https:\/\/example.com\/u: the block now has props \{"url":"https:\/\/example.com\/u"\}/),
    ).toBeInTheDocument();
    expect(renders.at(-1)).toMatchObject({ action: { action: '@link.unfurl', url: 'https://example.com/u' } });
  });
});

describe('the root', () => {
  it('a component answering a non-root element is flagged at the root and still drawn', async () => {
    const studio = fakeStudio({
      integration: () => ({
        status: 200,
        body: { type: 'element', state: {}, props: {}, element: { type: 'text', children: 'bare text' } },
      }),
    });
    render(<PreviewFeature />, { wrapper: studio.wrapper });
    const canvas = await screen.findByTestId('canvas');
    expect(await within(canvas).findByText('bare text')).toBeInTheDocument();
    expect(within(canvas).getByTestId('ck-node-error')).toHaveTextContent('at its root, not a text');
  });
});
