import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import PreviewFeature from '../../../../renderer/src/features/preview/index.tsx';
import { fakeStudio } from './fake-studio.tsx';

beforeAll(() => {
  // react-resizable-panels measures its group; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** A block holding one webframe. */
const frameIntegration = () => ({
  status: 200,
  body: {
    type: 'element',
    state: {},
    props: {},
    element: { type: 'block', children: [{ type: 'webframe', source: { url: 'https://example.com/frame' } }] },
  },
});

const history = () => within(screen.getByRole('list', { name: 'History of states and actions' })).getAllByRole('button');

describe('webframes in the Preview: @webframe.navigate', () => {
  it('a navigate posted by the webframe is a "navigate" entry in the history naming the path it asked for, and reaches no integration', async () => {
    const studio = fakeStudio({ integration: frameIntegration });
    // The page's policy needs the public origin before it loads a webframe.
    const answer = studio.client.call.getMockImplementation()!;
    studio.client.call.mockImplementation(async (method: string, input?: unknown) =>
      method === 'app.info' ? { publicOrigin: 'http://127.0.0.1:9999' } : answer(method, input),
    );
    render(<PreviewFeature />, { wrapper: studio.wrapper });
    const canvas = await screen.findByTestId('canvas');
    await waitFor(() => expect(canvas.querySelector('iframe')).not.toBeNull());
    const frame = canvas.querySelector('iframe')!;
    // The frame's message listener is attached by an effect of the render that showed it: let it run.
    await act(async () => {});
    const rendersBefore = studio.renders.length;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { action: { action: '@webframe.navigate', path: 'guides/install', anchor: 'linux' } },
          source: frame.contentWindow,
        }),
      );
    });
    const entries = history();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toHaveTextContent('navigate /guides/install#linux');
    expect(await screen.findByText(/The webframe asked the site to open \/guides\/install#linux/)).toBeInTheDocument();
    expect(studio.renders.length).toBe(rendersBefore);
  });
});
