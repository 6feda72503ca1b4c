import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Canvas } from '../../../../renderer/src/features/preview/Canvas.tsx';
import { Inspector } from '../../../../renderer/src/features/preview/Inspector.tsx';
import type { PreviewSession } from '../../../../renderer/src/features/preview/usePreview.ts';
import type { Step } from '../../../../renderer/src/features/preview/timeline.ts';

const file = (line: number, column: number) => ({ file: 'src/index.tsx', path: '/work/mermaid/src/index.tsx', line, column });
/** A frame as the host answers a development build: the tree, and where each node was written. */
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
      componentId: 'diagram',
      props: {},
      state: {},
      element: {
        type: 'block',
        children: [
          { type: 'button', label: 'Edit', onPress: { action: 'edit' } },
          { type: 'text', children: 'hi' },
        ],
      },
      sources: { '': file(48, 9), 'children[0]': file(50, 13), 'children[1]': file(61, 13) },
    },
  ],
};

function canvas(openSource = vi.fn()) {
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
  return { dispatch, openSource };
}

describe('element → source', () => {
  it('Alt+click on an element names its file and line and opens it in the editor, without pressing it', () => {
    const { dispatch, openSource } = canvas();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }), { altKey: true });
    expect(screen.getByTestId('element-source')).toHaveTextContent('src/index.tsx:50:13');
    expect(openSource).toHaveBeenCalledWith('vscode://file/work/mermaid/src/index.tsx:50:13');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('a plain click still presses the element', () => {
    const { dispatch, openSource } = canvas();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(dispatch).toHaveBeenCalledWith(0, { action: 'edit' });
    expect(openSource).not.toHaveBeenCalled();
  });

  it('"Show source" in a node\'s menu opens the innermost node\'s line', () => {
    const { openSource } = canvas();
    fireEvent.contextMenu(screen.getByText('hi'));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Show source/ }));
    expect(openSource).toHaveBeenCalledWith('vscode://file/work/mermaid/src/index.tsx:61:13');
    expect(screen.getByTestId('element-source')).toHaveTextContent('src/index.tsx:61:13');
  });

  it('the ContentKit tab lists the source of each node', () => {
    const session = {
      timeline: { steps: [step], cursor: 0 },
      step,
      back() {},
      forward() {},
      travelTo() {},
      applyState() {},
    } as unknown as PreviewSession;
    render(<Inspector session={session} />);
    fireEvent.click(screen.getByRole('tab', { name: 'ContentKit' }));
    const table = screen.getByRole('table', { name: 'Where each node was written' });
    expect(within(table).getByText('(root)').closest('tr')).toHaveTextContent('src/index.tsx:48:9');
    expect(within(table).getByText('children[1]').closest('tr')).toHaveTextContent('src/index.tsx:61:13');
  });
});
