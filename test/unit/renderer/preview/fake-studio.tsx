import { vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import type { ReactNode } from 'react';

type Input = { componentId: string; props: Record<string, unknown>; state?: Record<string, unknown>; action?: Record<string, unknown> };
type Reply = { status: number; body: unknown };

const element = (state: Record<string, unknown>, props: Record<string, unknown>, children: unknown[]) => ({
  type: 'element',
  state,
  props,
  element: { type: 'block', children },
});

/** A small integration written as plain functions: a counter block and a picker modal. */
export function counterIntegration(input: Input): Reply {
  if (input.componentId === 'picker') {
    if (input.action?.action === 'done') return { status: 200, body: { type: 'complete', returnValue: { choice: 'B' } } };
    return {
      status: 200,
      body: {
        type: 'element',
        state: {},
        props: input.props,
        element: {
          type: 'modal',
          title: String(input.props.title ?? 'Picker'),
          children: [
            { type: 'button', label: 'Choose A', onPress: { action: '@ui.modal.close', returnValue: { choice: 'A' } } },
            { type: 'button', label: 'Complete B', onPress: { action: 'done' } },
          ],
        },
      },
    };
  }
  const state: Record<string, unknown> = { count: 0, ...input.state };
  const props = { ...input.props };
  const action = input.action;
  if (action?.action === 'inc') state.count = Number(state.count) + Number(action.by ?? 1);
  if (action?.action === 'empty') return { status: 200, body: {} };
  if (action?.action === 'boom')
    return { status: 500, body: { error: { message: 'kaput', stack: 'Error: kaput\n    at render (src/index.tsx:3:9)' } } };
  if (action?.action === '@ui.modal.close') Object.assign(state, { picked: (action.returnValue as { choice?: string }).choice });
  if (action?.action === '@link.unfurl') Object.assign(props, { url: action.url });
  return {
    status: 200,
    body: element(state, props, [
      { type: 'text', children: `Count: ${state.count}` },
      { type: 'text', children: `Picked: ${String(state.picked ?? '-')}` },
      { type: 'text', children: `Label: ${String(props.label ?? '-')}` },
      { type: 'textinput', state: 'by', placeholder: 'Step' },
      { type: 'button', label: 'Add', onPress: { action: 'inc', by: { $state: 'by' } } },
      { type: 'button', label: 'Nothing', onPress: { action: 'empty' } },
      { type: 'button', label: 'Break', onPress: { action: 'boom' } },
      { type: 'button', label: 'Pick', onPress: { action: '@ui.modal.open', componentId: 'picker', props: { title: 'Pick one' } } },
      { type: 'button', label: 'Visit', onPress: { action: '@ui.url.open', url: 'https://example.com/docs' } },
      { type: 'button', label: 'Relabel', onPress: { action: '@editor.node.updateProps', props: { label: 'renamed' } } },
      { type: 'button', label: 'Unfurl', onPress: { action: '@link.unfurl', url: 'https://example.com/u' } },
    ]),
  };
}

/** What `preview.components` answers: one manifest block the code defines. */
export const counterComponents = {
  components: [{ id: 'counter', title: 'Counter', description: null, kind: 'block', defined: true }],
  manifestError: null,
  code: { known: true, reason: null },
};

export function fakeStudio(
  options: { transport?: 'electron' | 'browser'; integration?: (input: Input) => Reply; components?: () => unknown } = {},
) {
  const integration = options.integration ?? counterIntegration;
  const components = options.components ?? (() => counterComponents);
  const renders: Input[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const client = {
    call: vi.fn(async (method: string, input?: unknown): Promise<unknown> => {
      switch (method) {
        case 'preview.components':
          return components();
        case 'host.status':
          return { state: 'ready', error: null, lastBuildMs: 10, lastBuildAt: 1, lastReloadAt: 100, memoryBytes: null };
        case 'host.render': {
          renders.push(structuredClone(input) as Input);
          const reply = integration(input as Input);
          return { ...reply, durationMs: 12 };
        }
        case 'installations.list':
          return [{ id: 'inst_space_1', kind: 'space', spaceId: 'space_1', siteId: null, status: 'active' }];
        case 'preview.options':
          return { options: [] };
      }
      throw new Error(`unexpected call ${method}`);
    }),
    subscribe: (topic: string, listener: (payload: unknown) => void) => {
      if (!listeners.has(topic)) listeners.set(topic, new Set());
      listeners.get(topic)!.add(listener);
      return () => listeners.get(topic)!.delete(listener);
    },
  };
  const push = (topic: string, payload: unknown) => listeners.get(topic)?.forEach((listener) => listener(payload));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StudioProvider value={{ client: client as unknown as StudioClient, transport: options.transport ?? 'browser', connection: 'open' }}>
      {children}
    </StudioProvider>
  );
  return { client, renders, push, wrapper };
}
