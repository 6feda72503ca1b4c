import { render, screen, waitFor } from '@testing-library/react';
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
