import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Canvas } from '../../../../renderer/src/features/preview/Canvas.tsx';
import PreviewFeature from '../../../../renderer/src/features/preview/index.tsx';
import { fakeStudio } from './fake-studio.tsx';
import { SITE_MODAL_WIDTH } from '../../../../renderer/src/features/preview/elements/layout.tsx';
import { SITE_IMAGE_PX } from '../../../../renderer/src/features/preview/elements/media.tsx';
import type { Step } from '../../../../renderer/src/features/preview/timeline.ts';

const text = (children: string) => ({ type: 'text', children });
const button = (label: string) => ({ type: 'button', label, onPress: { action: 'go' } });
const select = { type: 'select', state: 'choice', options: [{ id: 'a', label: 'Alpha' }] };

/** One answered frame (and the modals over it) on the canvas, in the given mode. */
function draw(mode: 'app' | 'site', ...elements: unknown[]) {
  const step: Step = {
    id: 1,
    label: 'render',
    action: null,
    frames: elements.map((element) => ({ componentId: 'c', props: {}, state: {}, element })),
    status: 200,
    durationMs: 1,
    error: null,
    notice: null,
  };
  return render(
    <Canvas
      step={step}
      busy={false}
      dispatch={vi.fn()}
      setState={vi.fn()}
      fetchOptions={async () => []}
      publicOrigin="http://127.0.0.1:4000"
      mode={mode}
    />,
  );
}
const flags = () => screen.queryAllByTestId('site-flag').map((flag) => flag.getAttribute('data-site-element'));

describe('the Preview\'s "Published site" mode', () => {
  it('an element the site has no case for is drawn as a flag naming it and why; the App mode draws it', () => {
    const tree = { type: 'block', children: [text('Before'), { type: 'hint', children: ['A hint for readers'] }] };
    draw('app', tree);
    expect(screen.getByText('A hint for readers')).toBeInTheDocument();
    expect(flags()).toEqual([]);
    document.body.innerHTML = '';
    draw('site', tree);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.queryByText('A hint for readers')).toBeNull();
    const flag = screen.getByTestId('site-flag');
    expect(flag).toHaveTextContent('Not on the published site: hint');
    expect(flag).toHaveTextContent('ContentKit element not implemented');
  });

  it("a select in an input is flagged where it would be, the input's label still drawn", () => {
    draw('site', { type: 'block', children: [{ type: 'input', label: 'Pick one', element: select }] });
    expect(screen.getByText('Pick one')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(flags()).toEqual(['select']);
    expect(screen.getByTestId('site-flag')).toHaveTextContent('only its label');
  });

  it("an input's hint is left out and flagged under the input", () => {
    draw('site', {
      type: 'block',
      children: [{ type: 'input', label: 'Name', hint: 'As on your passport', element: { type: 'textinput', state: 'n' } }],
    });
    expect(screen.queryByText('As on your passport')).toBeNull();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(screen.getByTestId('site-flag')).toHaveTextContent('input.hint');
  });

  it('an untitled card loses its hint and buttons, each flagged; its body stays', () => {
    draw('site', {
      type: 'block',
      children: [{ type: 'card', hint: 'Card hint', buttons: [button('Open')], children: [text('Card body')] }],
    });
    expect(screen.getByText('Card body')).toBeInTheDocument();
    expect(screen.queryByText('Card hint')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.getAllByTestId('site-flag').map((flag) => flag.textContent)).toEqual([
      expect.stringContaining('card.hint'),
      expect.stringContaining('card.buttons'),
    ]);
  });

  it('a modal is one width whatever its size, without a close button, and its submit button is flagged', () => {
    draw(
      'site',
      { type: 'block', children: [text('page')] },
      { type: 'modal', title: 'Edit', size: 'xlarge', children: [text('x')], submit: button('Save') },
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog.style.width).toBe(`${SITE_MODAL_WIDTH}px`);
    expect(within(dialog).queryByRole('button', { name: 'Close modal' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByTestId('site-flag')).toHaveTextContent('modal.submit');
  });

  it('a click beside a modal closes it with its return value, as on the site; in App mode it does not', () => {
    const modal = { type: 'modal', title: 'Pick', returnValue: { picked: 'pear' }, children: [text('x')] };
    for (const mode of ['site', 'app'] as const) {
      const dispatch = vi.fn();
      const { unmount } = render(
        <Canvas
          step={{
            id: 1,
            label: 'render',
            action: null,
            frames: [
              { componentId: 'c', props: {}, state: {}, element: { type: 'block', children: [text('page')] } },
              { componentId: 'm', props: {}, state: {}, element: modal },
            ],
            status: 200,
            durationMs: 1,
            error: null,
            notice: null,
          }}
          busy={false}
          dispatch={dispatch}
          setState={vi.fn()}
          fetchOptions={async () => []}
          publicOrigin="http://127.0.0.1:4000"
          mode={mode}
        />,
      );
      fireEvent.click(screen.getByRole('dialog', { name: 'Pick' }));
      expect(dispatch).not.toHaveBeenCalled();
      // Beside the modal: its frame, which spans the layer, or the layer itself.
      fireEvent.click(screen.getByTestId('modal-layer').querySelector('.ck-frame')!);
      fireEvent.click(screen.getByTestId('modal-layer'));
      const close = [1, { action: '@ui.modal.close', returnValue: { picked: 'pear' } }];
      expect(dispatch.mock.calls).toEqual(mode === 'site' ? [close, close] : []);
      unmount();
    }
  });

  it('an image is a 16 px square; a code block has no line numbers', () => {
    const { container } = draw('site', {
      type: 'block',
      children: [
        { type: 'image', source: { url: 'http://127.0.0.1:4000/banner.png' }, aspectRatio: 3 },
        { type: 'codeblock', content: 'a\nb', lineNumbers: true },
      ],
    });
    const image = container.querySelector<HTMLElement>('[data-ck=image]')!;
    expect([image.style.width, image.style.height]).toEqual([`${SITE_IMAGE_PX}px`, `${SITE_IMAGE_PX}px`]);
    expect(screen.queryByTestId('line-numbers')).toBeNull();
    expect(flags()).toEqual([]);
  });
});

describe('the rendering mode switch', () => {
  it('"Published site" asks as a published page does (read-only document, light theme) and says so; "App" asks as the editor', async () => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const studio = fakeStudio();
    render(<PreviewFeature />, { wrapper: studio.wrapper });
    const canvas = await screen.findByTestId('canvas');
    await within(canvas).findByText('Count: 0');
    // A dark canvas: the site still asks for the light theme.
    fireEvent.click(screen.getByRole('button', { name: /Canvas theme/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Rendering mode' })).getByRole('button', { name: 'Published site' }));
    await waitFor(() => expect(studio.renders.at(-1)).toMatchObject({ context: { type: 'document', editable: false, theme: 'light' } }));
    expect(screen.getByTestId('site-note')).toHaveTextContent('read-only document, theme light');
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    await waitFor(() => expect(studio.renders.at(-1)).toMatchObject({ context: { type: 'document', editable: true, theme: 'dark' } }));
    expect(screen.queryByTestId('site-note')).toBeNull();
  });
});
