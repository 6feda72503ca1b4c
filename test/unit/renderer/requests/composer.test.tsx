import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { Installation, PublicRequestAnswer } from '../../../../shared/api/installations.ts';
import RequestsFeature from '../../../../renderer/src/features/requests/index.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const INSTALLATION = {
  id: 'inst_1',
  kind: 'space',
  spaceId: 'space_1',
  status: 'active',
  urls: { publicEndpoint: 'http://127.0.0.1:9/i/inst_1', app: '' },
} as unknown as Installation;

const ANSWER: PublicRequestAnswer = {
  url: 'http://127.0.0.1:9/i/inst_1/echo',
  status: 201,
  headers: [{ name: 'content-type', value: 'application/json' }],
  body: '{"ok":true}',
  bodySize: 11,
  truncated: false,
  durationMs: 12,
  recordId: 42,
  logs: [{ level: 'log', message: 'got POST /i/inst_1/echo', ts: 1 }],
};

function mount(folder = '/work/acme') {
  const sent: unknown[] = [];
  const call = vi.fn(async (method: string, input?: unknown) => {
    if (method === 'installations.list') return [INSTALLATION];
    if (method === 'installations.manifest') return { name: 'acme', target: 'all', sections: {} };
    if (method === 'workspace.current') return { id: 'w1', dir: folder, name: 'acme' };
    if (method === 'host.status') return { state: 'ready', error: null };
    if (method === 'requests.list') return { files: [], environments: [] };
    if (method === 'installations.sendRequest') {
      sent.push(input);
      return ANSWER;
    }
    throw new Error(`not in this test: ${method}`);
  });
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <RequestsFeature />
    </StudioProvider>,
  );
  return { sent };
}

beforeEach(() => localStorage.clear());

describe('request composer for the public endpoint', () => {
  it('sends method, path, headers and body through installations.sendRequest and shows status, body, headers and logs', async () => {
    const user = userEvent.setup();
    const { sent } = mount();
    await user.selectOptions(await screen.findByLabelText('Method'), 'POST');
    // Typed with change events: in jsdom (no layout) the resize handle takes every pointer-down.
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: '/echo' } });
    fireEvent.change(screen.getByLabelText(/^Headers/), { target: { value: 'Content-Type: application/json\nX-Demo: yes' } });
    fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: '{"ping":1}' } });
    await user.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      installationId: 'inst_1',
      method: 'POST',
      path: '/echo',
      headers: [
        { name: 'Content-Type', value: 'application/json' },
        { name: 'X-Demo', value: 'yes' },
      ],
      body: '{"ping":1}',
    });
    const answer = await screen.findByTestId('request-answer');
    expect(within(answer).getByTestId('answer-status')).toHaveTextContent('201');
    expect(within(answer).getByLabelText('Answer body')).toHaveTextContent('"ok": true');
    expect(within(answer).getByText('got POST /i/inst_1/echo')).toBeInTheDocument();
    expect(within(answer).getByText('journal #42')).toHaveAttribute('href', '#inspector');
  });

  it('Ctrl/⌘+Enter sends, also from inside the body', async () => {
    const { sent } = mount();
    await screen.findByLabelText('Method');
    const body = screen.getByLabelText(/^Body/);
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'PUT' } });
    fireEvent.change(body, { target: { value: 'x' } });
    body.focus();
    fireEvent.keyDown(body, { key: 'Enter', ctrlKey: true, metaKey: true });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: 'x' });
  });

  it('a header line that is not "Name: value" blocks Send and says which line', async () => {
    mount();
    await screen.findByLabelText('Method');
    fireEvent.change(screen.getByLabelText(/^Headers/), { target: { value: 'Accept: */*\nbroken' } });
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    expect(screen.getByTestId('send-blocked')).toHaveTextContent('Header line 2 ("broken") is not "Name: value".');
  });

  it('the history is kept per folder across reloads, and a click puts a request back in the composer', async () => {
    const user = userEvent.setup();
    const first = mount('/work/acme');
    await user.selectOptions(await screen.findByLabelText('Method'), 'DELETE');
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: '/items/7' } });
    await user.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(first.sent).toHaveLength(1));
    cleanup();

    // A reload of the same folder: the request is listed.
    mount('/work/acme');
    const history = await screen.findByRole('region', { name: 'History' });
    const item = await within(history).findByRole('button', { name: /DELETE\s*\/items\/7\s*201/ });
    expect(screen.getByLabelText('Method')).toHaveValue('GET');
    await user.click(item);
    expect(screen.getByLabelText('Method')).toHaveValue('DELETE');
    expect(screen.getByLabelText('Path')).toHaveValue('/items/7');
    cleanup();

    // Another folder has its own (empty) history.
    mount('/work/other');
    const other = await screen.findByRole('region', { name: 'History' });
    expect(within(other).queryByRole('button', { name: /DELETE/ })).toBeNull();
    expect(other).toHaveTextContent('Requests you send are listed here');
  });
});
