import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Canvas } from '../../../../renderer/src/features/preview/Canvas.tsx';
import type { Step } from '../../../../renderer/src/features/preview/timeline.ts';

const at = (line: number) => ({ file: 'src/unfurl.tsx', path: '/work/linear/src/unfurl.tsx', line, column: 9 });
/** Linear's unfurl, reduced: a pressable card whose hint is inline elements with their own source. */
const step: Step = {
  id: 1,
  label: 'render',
  action: null,
  status: 200,
  durationMs: 3,
  error: null,
  notice: null,
  frames: [
    {
      componentId: 'unfurl',
      props: {},
      state: {},
      element: {
        type: 'block',
        children: [
          {
            type: 'card',
            title: 'ENG-1 Fix it',
            onPress: { action: '@ui.url.open', url: 'https://linear.app/x/issue/ENG-1' },
            hint: [{ type: 'text', children: 'In progress' }],
          },
        ],
      },
      sources: { '': at(10), 'children[0]': at(12), 'children[0].hint[0]': at(20) },
    },
  ],
};

const original = document.elementsFromPoint;
afterEach(() => {
  document.elementsFromPoint = original;
});

describe('element → source on inline content', () => {
  it("Alt+click on a pressable card's hint text opens the hint's own line, though the card's press button lies over it", () => {
    const openSource = vi.fn();
    const dispatch = vi.fn();
    render(
      <Canvas
        step={step}
        busy={false}
        dispatch={dispatch}
        setState={() => {}}
        fetchOptions={async () => []}
        publicOrigin={null}
        openSource={openSource}
      />,
    );
    const press = screen.getByRole('button', { name: 'ENG-1 Fix it' });
    const text = screen.getByText('In progress');
    // What Chromium answers at the hint's text: the positioned press button on top, then the text and its ancestors.
    document.elementsFromPoint = () => [press, text, text.closest('.ck-card')!, document.body];
    fireEvent.click(press, { altKey: true, clientX: 40, clientY: 30 });
    expect(screen.getByTestId('element-source')).toHaveTextContent('src/unfurl.tsx:20:9');
    expect(openSource).toHaveBeenCalledWith('vscode://file/work/linear/src/unfurl.tsx:20:9');
    expect(dispatch).not.toHaveBeenCalled();
  });
});
