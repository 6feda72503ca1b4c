import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PreviewFeature from '../../../../renderer/src/features/preview/index.tsx';
import { COMPARE_THEMES, COMPARE_WIDTHS } from '../../../../renderer/src/features/preview/Compare.tsx';
import { counterIntegration, fakeStudio } from './fake-studio.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.restoreAllMocks());

/** The counter, saying which theme its render context carried. */
const themedCounter: Parameters<typeof fakeStudio>[0] = {
  integration: (input) => {
    const reply = counterIntegration(input);
    const theme = (input as { context?: { theme?: string } }).context?.theme ?? 'none';
    const body = reply.body as { element?: { children?: unknown[] } };
    body.element?.children?.unshift({ type: 'text', children: `Theme: ${theme}` });
    return reply;
  },
};

async function openCompare() {
  const studio = fakeStudio(themedCounter);
  render(<PreviewFeature />, { wrapper: studio.wrapper });
  const canvas = await screen.findByTestId('canvas');
  await within(canvas).findByText('Count: 0');
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  const cells = COMPARE_THEMES.flatMap((theme) => COMPARE_WIDTHS.map((width) => ({ theme, width, id: `${theme}-${width.id}` })));
  for (const cell of cells) await within(await screen.findByTestId(`compare-${cell.id}`)).findByText('Count: 0');
  return { ...studio, cells };
}

describe('compare: themes and widths side by side', () => {
  it('every theme renders with its own theme in the render context, at each platform width', async () => {
    const { renders, cells } = await openCompare();
    expect(cells).toHaveLength(COMPARE_THEMES.length * COMPARE_WIDTHS.length);
    for (const cell of cells) {
      const view = screen.getByTestId(`compare-${cell.id}`);
      expect(view).toHaveAttribute('data-theme', cell.theme);
      expect(within(view).getByText(`Theme: ${cell.theme}`)).toBeInTheDocument();
      expect((view.querySelector('.pv-compare-frame') as HTMLElement).style.width).toBe(`${cell.width.width}px`);
    }
    const themes = renders.map((call) => (call as { context?: { theme?: string } }).context?.theme);
    // One more light render: the single canvas's own, in its (light) theme, before Compare opened.
    expect(themes.filter((theme) => theme === 'light')).toHaveLength(COMPARE_WIDTHS.length + 1);
    expect(themes.filter((theme) => theme === 'dark')).toHaveLength(COMPARE_WIDTHS.length);
  });

  it('one press in one render plays the action in every render, each answering with its own state', async () => {
    const { renders, cells } = await openCompare();
    const before = renders.length;
    const narrowDark = screen.getByTestId('compare-dark-narrow');
    fireEvent.change(within(narrowDark).getByLabelText('Step'), { target: { value: '3' } });
    fireEvent.click(within(narrowDark).getByRole('button', { name: 'Add' }));
    for (const cell of cells) await within(screen.getByTestId(`compare-${cell.id}`)).findByText('Count: 3');
    const actions = renders.slice(before);
    expect(actions).toHaveLength(cells.length);
    expect(actions.every((call) => call.action?.action === 'inc' && call.action.by === '3')).toBe(true);
  });

  it('a hot reload re-renders every render', async () => {
    const { renders, cells, push } = await openCompare();
    const before = renders.length;
    act(() => push('host.status', { state: 'ready', error: null, lastBuildMs: 5, lastBuildAt: 2, lastReloadAt: 200, memoryBytes: null }));
    await waitFor(() => expect(renders.length - before).toBeGreaterThanOrEqual(cells.length));
    const themes = renders.slice(before).map((call) => (call as { context?: { theme?: string } }).context?.theme);
    // The single canvas (in its light theme) keeps its own session behind the comparison.
    for (const theme of COMPARE_THEMES)
      expect(themes.filter((t) => t === theme)).toHaveLength(COMPARE_WIDTHS.length + (theme === 'light' ? 1 : 0));
  });
});
