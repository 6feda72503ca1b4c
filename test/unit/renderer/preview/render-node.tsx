import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi, type Mock } from 'vitest';
import { EnvProvider, type PreviewEnv } from '../../../../renderer/src/features/preview/env.tsx';
import { RenderNode } from '../../../../renderer/src/features/preview/RenderNode.tsx';

/** Renders one ContentKit node with a live state and spies for dispatch and option fetches. */
export function renderNode(
  node: unknown,
  options: { state?: Record<string, unknown>; fetchOptions?: PreviewEnv['fetchOptions']; busy?: boolean } = {},
) {
  const dispatch: Mock<PreviewEnv['dispatch']> = vi.fn();
  const fetchOptions: PreviewEnv['fetchOptions'] = options.fetchOptions ?? vi.fn(async () => []);
  const states: Record<string, unknown>[] = [];
  function Host() {
    const [state, setStateValue] = useState<Record<string, unknown>>(options.state ?? {});
    states.push(state);
    const env: PreviewEnv = {
      state,
      setState: (key, value) => setStateValue((current) => ({ ...current, [key]: value })),
      dispatch,
      fetchOptions,
      busy: options.busy ?? false,
      publicOrigin: 'http://127.0.0.1:4000',
    };
    return (
      <EnvProvider value={env}>
        <RenderNode node={node} path="" />
      </EnvProvider>
    );
  }
  const result = render(<Host />);
  return { ...result, dispatch, fetchOptions, state: () => states[states.length - 1]! };
}

export const block = (...children: unknown[]) => ({ type: 'block', children });
