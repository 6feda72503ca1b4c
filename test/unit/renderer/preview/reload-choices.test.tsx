import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
beforeEach(() => localStorage.clear());

const components = {
  components: [
    { id: 'counter', title: 'Counter', description: null, kind: 'block', defined: true },
    { id: 'other', title: 'Other', description: null, kind: 'block', defined: true },
  ],
  manifestError: null,
  code: { known: true, reason: null },
};
const installations = [
  { id: 'inst_space_1', kind: 'space', spaceId: 'space_1', siteId: null, status: 'active' },
  { id: 'inst_space_2', kind: 'space', spaceId: 'space_2', siteId: null, status: 'active' },
];

/** One page load of the studio on `dir`; the workspace id is new on every open, the folder is not. */
function load(dir: string) {
  const studio = fakeStudio({ components: () => components });
  const answer = studio.client.call.getMockImplementation()!;
  studio.client.call.mockImplementation(async (method: string, input?: unknown) => {
    if (method === 'workspace.current') return { id: `ws-${Math.random()}`, dir, name: 'x' };
    if (method === 'installations.list') return installations;
    return answer(method, input);
  });
  const view = render(<PreviewFeature />, { wrapper: studio.wrapper });
  return { ...studio, view };
}

describe("what survives a reload: the Preview's choices", () => {
  it("a reload keeps the Preview's component, installation and props (per folder); another folder starts at its first component", async () => {
    localStorage.setItem(
      'studio.preview.choice:/work/gitlab',
      JSON.stringify({ component: 'other', installationId: 'inst_space_2', props: { count: 5 } }),
    );
    const { renders, view } = load('/work/gitlab');
    await waitFor(() =>
      expect(renders.at(-1)).toMatchObject({ componentId: 'other', installationId: 'inst_space_2', props: { count: 5 } }),
    );
    view.unmount();

    const elsewhere = load('/work/sentry');
    await waitFor(() => expect(elsewhere.renders.at(-1)).toMatchObject({ componentId: 'counter' }));
    expect(elsewhere.renders.at(-1)?.props).toEqual({});
  });

  it('the choice is kept as it changes, under the folder', async () => {
    load('/work/gitlab');
    await screen.findByRole('list', { name: 'Components' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('studio.preview.choice:/work/gitlab') ?? 'null')).toMatchObject({ component: 'counter' }),
    );
  });
});

describe("what survives a reload: the Preview's state", () => {
  it('a reload renders the component again from the state it had (not a fresh one), with its props', async () => {
    localStorage.setItem(
      'studio.preview.choice:/work/gitlab',
      JSON.stringify({ component: 'counter', installationId: 'inst_space_1', props: { label: 'kept' }, state: { count: 7, picked: 'B' } }),
    );
    const { renders } = load('/work/gitlab');
    await waitFor(() =>
      expect(renders.at(-1)).toMatchObject({ componentId: 'counter', props: { label: 'kept' }, state: { count: 7, picked: 'B' } }),
    );
    expect(renders.every((call) => (call.state as { count?: number }).count === 7)).toBe(true);
    expect(await screen.findByText('Count: 7')).toBeInTheDocument();
  });

  it('the state is kept as it changes (an action), under the folder; another folder starts without it', async () => {
    const { view } = load('/work/gitlab');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await screen.findByText('Count: 1');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('studio.preview.choice:/work/gitlab') ?? 'null')).toMatchObject({
        component: 'counter',
        state: { count: 1 },
      }),
    );
    view.unmount();
    const elsewhere = load('/work/sentry');
    await waitFor(() => expect(elsewhere.renders.at(-1)).toMatchObject({ componentId: 'counter' }));
    expect(elsewhere.renders.at(-1)?.state ?? {}).toEqual({});
  });
});
