import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { EventOutcome } from '../../../../shared/api/installations.ts';
import { EventResult } from '../../../../renderer/src/features/events/EventResult.tsx';
import { DetailPane } from '../../../../renderer/src/features/inspector/DetailPane.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

// As the host writes it: the integration's frames mapped to its folder, the SDK's absolute, the entry worker's a URL.
const STACK = [
  'Error: the handler broke',
  '    at failDeep (src/index.ts:4:9)',
  '    at space_content_updated (src/index.ts:9:48)',
  '    at runAll (/opt/studio/sdk/runtime/integration.ts:194:14)',
  '    at route (/opt/studio/sdk/runtime/integration.ts:185:13)',
  '    at Object.fetch (/opt/studio/sdk/runtime/integration.ts:110:22)',
  '    at async file:///studio/entry.js:125:20',
].join('\n');
const MESSAGE = `Unexpected error while handling a "space_content_updated" event: ${STACK}`;

function studioWith(extra: Record<string, unknown> = {}) {
  const call = vi.fn(async (method: string, input?: { file: string; line: number }) => {
    if (method === 'workspace.current')
      return { dir: '/home/me/hello', manifestPath: '', name: 'hello', title: null, description: null, manifestError: null };
    if (method === 'host.sourceLine')
      return { text: input?.file === 'src/index.ts' && input.line === 4 ? "  throw new Error('the handler broke');" : null };
    if (method in extra) return extra[method];
    throw new Error(`not in this test: ${method}`);
  });
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  return {
    call,
    show: (element: React.ReactElement) =>
      render(<StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>{element}</StudioProvider>),
  };
}

const outcome: EventOutcome = {
  eventType: 'space_content_updated',
  installationId: 'inst',
  status: 500,
  headers: {},
  durationMs: 3,
  body: { error: 'Unexpected error in the integration.' },
  logs: [{ level: 'error', ts: 0, message: MESSAGE }],
  recordId: null,
  webhooks: null,
};

/** What a rendered stack must show: lines, links into the folder, the source line, the studio folded. */
async function expectReadableStack(trace: HTMLElement) {
  const frames = within(trace).getAllByTestId('stack-link');
  expect(frames.map((a) => a.getAttribute('href'))).toEqual([
    'vscode://file/home/me/hello/src/index.ts:4:9',
    'vscode://file/home/me/hello/src/index.ts:9:48',
  ]);
  expect(await within(trace).findByTestId('stack-source')).toHaveTextContent("4throw new Error('the handler broke');");
  expect(within(trace).getAllByTestId('stack-source')).toHaveLength(1); // under the top frame only
  const fold = within(trace).getByTestId('stack-fold');
  expect(fold).toHaveTextContent('4 studio frames');
  expect(fold).toHaveAttribute('aria-expanded', 'false');
  expect(trace.textContent).not.toContain('entry.js');
  fireEvent.click(fold);
  expect(trace.textContent).toContain('/opt/studio/sdk/runtime/integration.ts:194:14');
  expect(trace.textContent).toContain('/studio/entry.js:125:20');
}

describe('stack traces are lines with source links, the studio frames folded', () => {
  it('in the Events result: one line per frame, links to the editor, the source line under the top frame', async () => {
    const studio = studioWith();
    studio.show(<EventResult firing={{ at: 0, error: null, outcome }} />);
    const trace = screen.getByTestId('stack-trace');
    expect(trace).toHaveTextContent('Unexpected error while handling a "space_content_updated" event: Error: the handler broke');
    await waitFor(() => expect(within(trace).getAllByTestId('stack-link')).toHaveLength(2));
    await expectReadableStack(trace);
  });

  it('in the Inspector: a log record opens on its stack trace, not on escaped JSON', async () => {
    const record = {
      id: 7,
      ts: 0,
      kind: 'log',
      status: 'error',
      summary: 'Unexpected error',
      installationId: null,
      parentId: 6,
      data: { level: 'error', message: MESSAGE, stack: STACK, source: 'integration' },
    };
    const studio = studioWith({ 'inspector.get': { record, links: { parent: null, children: [], related: [] } } });
    studio.show(<DetailPane id={7} onClose={() => {}} />);
    expect(await screen.findByRole('tab', { name: 'Stack trace' })).toHaveAttribute('aria-selected', 'true');
    const trace = screen.getByTestId('stack-trace');
    await waitFor(() => expect(within(trace).getAllByTestId('stack-link')).toHaveLength(2));
    await expectReadableStack(trace);
  });
});
