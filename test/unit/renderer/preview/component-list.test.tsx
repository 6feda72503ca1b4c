import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewComponent } from '../../../../shared/api/preview.ts';
import PreviewFeature from '../../../../renderer/src/features/preview/index.tsx';
import { counterComponents, fakeStudio } from './fake-studio.tsx';

beforeAll(() => {
  // react-resizable-panels measures its group; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.restoreAllMocks());

const block = (id: string, defined: boolean | null): PreviewComponent => ({
  id,
  title: `Block ${id}`,
  description: null,
  kind: 'block',
  defined,
});
const codeOnly = (id: string): PreviewComponent => ({
  id,
  title: id,
  description: 'Defined in code, not declared in the manifest.',
  kind: 'code',
  defined: true,
});
const known = { known: true, reason: null };

async function openWith(answers: () => unknown) {
  const studio = fakeStudio({ components: answers });
  render(<PreviewFeature />, { wrapper: studio.wrapper });
  const list = await screen.findByRole('list', { name: 'Components' });
  return { ...studio, list };
}

describe('component list', () => {
  it('lists components only the code defines, marked "code only", and renders one when picked', async () => {
    const { list, renders } = await openWith(() => ({
      components: [{ ...counterComponents.components[0] }, codeOnly('picker')],
      manifestError: null,
      code: known,
    }));
    const picker = await within(list).findByRole('button', { name: /picker/ });
    expect(picker).toHaveTextContent('code only');
    expect(within(list).getByRole('button', { name: /Counter/ })).not.toHaveTextContent('code only');
    fireEvent.click(picker);
    await waitFor(() => expect(renders.at(-1)).toMatchObject({ componentId: 'picker', context: { type: 'document', editable: true } }));
  });

  it('a manifest block the code does not define carries the "not defined in code" warning and says why', async () => {
    const { list } = await openWith(() => ({
      components: [block('greeting', true), block('greting', false)],
      manifestError: null,
      code: known,
    }));
    const typo = await within(list).findByRole('button', { name: /greting/ });
    expect(typo).toHaveTextContent('not defined in code');
    expect(typo.title).toMatch(/code defines no component with this id/);
    expect(within(list).getByRole('button', { name: /Block greeting/ })).not.toHaveTextContent('not defined in code');
  });

  it('when the code cannot be read, nothing is flagged and the list says "defined in code: unknown" with the reason', async () => {
    const { list } = await openWith(() => ({
      components: [block('greeting', null)],
      manifestError: null,
      code: { known: false, reason: 'made by another runtime' },
    }));
    await within(list).findByRole('button', { name: /greeting/ });
    expect(screen.getByRole('note')).toHaveTextContent('Defined in code: unknown (made by another runtime)');
    expect(list).not.toHaveTextContent('not defined in code');
  });

  it('the list is fetched again when the host is ready after a reload, showing a component the edit added', async () => {
    let answer = { components: [block('greeting', true)], manifestError: null, code: known };
    const { list, push } = await openWith(() => answer);
    await within(list).findByRole('button', { name: /greeting/ });
    answer = { components: [block('greeting', true), codeOnly('added-in-code')], manifestError: null, code: known };
    act(() =>
      push('host.status', { state: 'building', error: null, lastBuildMs: 10, lastBuildAt: 1, lastReloadAt: 100, memoryBytes: null }),
    );
    expect(within(list).queryByRole('button', { name: /added-in-code/ })).toBeNull();
    act(() => push('host.status', { state: 'ready', error: null, lastBuildMs: 10, lastBuildAt: 2, lastReloadAt: 200, memoryBytes: null }));
    expect(await within(list).findByRole('button', { name: /added-in-code/ })).toHaveTextContent('code only');
  });
  it("a content source's configuration component opens in the configuration_contentsource context, with no installation made for it", async () => {
    const { list, renders, client } = await openWith(() => ({
      components: [
        block('greeting', true),
        {
          id: 'outline-config',
          title: 'Outline configuration',
          description: 'contentSources[outline].configuration.componentId',
          kind: 'configuration_contentsource',
          defined: true,
        },
      ],
      manifestError: null,
      code: known,
    }));
    fireEvent.click(await within(list).findByRole('button', { name: /Outline configuration/ }));
    await waitFor(() =>
      expect(renders.at(-1)).toMatchObject({ componentId: 'outline-config', context: { type: 'configuration_contentsource' } }),
    );
    expect(screen.getByLabelText('Context')).toHaveValue('configuration_contentsource');
    expect(client.call).not.toHaveBeenCalledWith('installations.create', expect.anything());
  });
});
