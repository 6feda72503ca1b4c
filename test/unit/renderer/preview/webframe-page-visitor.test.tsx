import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

/** A block holding one webframe whose own data tries to pose as the platform's `page` and `visitor`. */
const posingIntegration = () => ({
  status: 200,
  body: {
    type: 'element',
    state: { who: 'admin' },
    props: {},
    element: {
      type: 'block',
      children: [
        {
          type: 'webframe',
          source: { url: 'https://example.com/frame' },
          data: { chart: 'sales', page: 'forged', visitor: { $state: 'who' } },
        },
      ],
    },
  },
});

/** Opens the Preview on that block with a manifest declaring `scopes`; returns the state the frame is posted next. */
async function openFrame(scopes: string[]) {
  const studio = fakeStudio({ integration: posingIntegration });
  const answer = studio.client.call.getMockImplementation()!;
  studio.client.call.mockImplementation(async (method: string, input?: unknown) => {
    if (method === 'app.info') return { publicOrigin: 'http://127.0.0.1:9999' };
    if (method === 'manifest.get') return { text: `name: x\nscopes:\n${scopes.map((s) => `  - ${s}\n`).join('')}`, problems: [] };
    return answer(method, input);
  });
  render(<PreviewFeature />, { wrapper: studio.wrapper });
  const canvas = await screen.findByTestId('canvas');
  await waitFor(() => expect(canvas.querySelector('iframe')).not.toBeNull());
  /** The state the frame gets when it says it is ready (the frame on screen now: a re-render may replace it). */
  const posted = () => {
    const frame = canvas.querySelector('iframe')!;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    post.mockClear();
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { ready: true }, source: frame.contentWindow })));
    return (post.mock.calls.at(-1)![0] as { state: Record<string, unknown> }).state;
  };
  return { posted };
}

describe("webframes in the Preview: the platform's state.page and state.visitor", () => {
  it("state.page comes from the Preview's editable page context, and the integration's data cannot pose as it", async () => {
    const { posted } = await openFrame([]);
    expect(posted()).toEqual({ chart: 'sales', page: { id: 'page_getting_started', path: 'getting-started', title: 'Getting started' } });
    fireEvent.change(screen.getByLabelText('Page path'), { target: { value: 'guides/install' } });
    fireEvent.change(screen.getByLabelText('Page title'), { target: { value: 'Install' } });
    expect(posted().page).toEqual({ id: 'page_getting_started', path: 'guides/install', title: 'Install' });
  });

  it('without the site:visitor:claims scope no state.visitor is sent (the data\'s own "visitor" is dropped) and no claims are offered', async () => {
    const { posted } = await openFrame(['space:content:read']);
    await waitFor(() => expect(screen.getByTestId('no-visitor-scope')).toBeInTheDocument());
    expect(posted()).not.toHaveProperty('visitor');
    expect(screen.queryByLabelText('Visitor claims')).toBeNull();
  });

  it('with the site:visitor:claims scope, state.visitor is the editable claims, never the data\'s own "visitor"', async () => {
    const { posted } = await openFrame(['site:visitor:claims']);
    const claims = await screen.findByLabelText('Visitor claims');
    await waitFor(() => expect(posted().visitor).toEqual({ sub: 'visitor_1', email: 'visitor@example.com' }));
    fireEvent.change(claims, { target: { value: '{ "sub": "v_42", "plan": "pro" }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply claims' }));
    expect(posted().visitor).toEqual({ sub: 'v_42', plan: 'pro' });
    fireEvent.change(claims, { target: { value: '[1]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply claims' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Claims must be a JSON object');
    expect(posted().visitor).toEqual({ sub: 'v_42', plan: 'pro' });
  });
});
