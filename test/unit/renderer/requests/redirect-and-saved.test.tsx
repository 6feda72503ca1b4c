import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { Installation, PublicRequestAnswer } from '../../../../shared/api/installations.ts';
import type { SavedRequests } from '../../../../shared/api/requests.ts';
import RequestsFeature from '../../../../renderer/src/features/requests/index.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const ENDPOINT = 'http://127.0.0.1:9/i/inst_1';
const INSTALLATION = {
  id: 'inst_1',
  kind: 'space',
  spaceId: 'space_1',
  status: 'active',
  urls: { publicEndpoint: ENDPOINT, app: '' },
} as unknown as Installation;

const answer = (status: number, headers: { name: string; value: string }[], body = ''): PublicRequestAnswer => ({
  url: `${ENDPOINT}/start`,
  status,
  headers,
  body,
  bodySize: body.length,
  truncated: false,
  durationMs: 3,
  recordId: null,
  logs: [],
});

function mount(answers: PublicRequestAnswer[], saved: SavedRequests = { files: [], environments: [] }) {
  const calls: { method: string; input: unknown }[] = [];
  const call = vi.fn(async (method: string, input?: unknown) => {
    calls.push({ method, input });
    if (method === 'installations.list') return [INSTALLATION];
    if (method === 'workspace.current') return { id: 'w1', dir: '/work/acme', name: 'acme' };
    if (method === 'host.status') return { state: 'ready', error: null };
    if (method === 'requests.list') return saved;
    if (method === 'requests.resolve')
      return {
        installationId: 'inst_1',
        name: 'Create',
        method: 'POST',
        path: '/items',
        headers: [{ name: 'X-Token', value: 'dev-token' }],
        body: '{"a":1}',
      };
    if (method === 'requests.save') return { file: 'items.http' };
    if (method === 'installations.sendRequest') return answers.shift();
    throw new Error(`not in this test: ${method}`);
  });
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <RequestsFeature />
    </StudioProvider>,
  );
  return { calls, sent: () => calls.filter((c) => c.method === 'installations.sendRequest').map((c) => c.input) };
}

beforeEach(() => localStorage.clear());

describe('a redirect is shown plainly, with Follow only under the installation endpoint', () => {
  it('a 302 says "Redirects to" the resolved Location, and Follow sends a GET there without the body', async () => {
    const user = userEvent.setup();
    const { sent } = mount([answer(302, [{ name: 'location', value: 'next?step=2' }]), answer(200, [], 'arrived')]);
    await user.selectOptions(await screen.findByLabelText('Method'), 'POST');
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: '/start' } });
    fireEvent.change(screen.getByLabelText(/^Headers/), { target: { value: 'Content-Type: text/plain\nX-Keep: 1' } });
    fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: 'hi' } });
    await user.click(screen.getByRole('button', { name: /Send/ }));
    const redirect = await screen.findByTestId('redirect');
    expect(redirect).toHaveTextContent(`Redirects to ${ENDPOINT}/next?step=2`);
    await user.click(within(redirect).getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({
      installationId: 'inst_1',
      method: 'GET',
      path: '/next?step=2',
      headers: [{ name: 'X-Keep', value: '1' }],
      body: '',
    });
    expect(await screen.findByLabelText('Answer body')).toHaveTextContent('arrived');
    expect(screen.getByLabelText('Path')).toHaveValue('/next?step=2');
  });

  it('a Location on a public site outside the endpoint is offered to open in the browser, never followed', async () => {
    const user = userEvent.setup();
    mount([answer(301, [{ name: 'Location', value: 'https://example.com/docs' }])]);
    await user.click(await screen.findByRole('button', { name: /Send/ }));
    const redirect = await screen.findByTestId('redirect');
    expect(within(redirect).queryByRole('button', { name: 'Follow' })).toBeNull();
    const open = within(redirect).getByRole('link', { name: /Open in browser/ });
    expect(open).toHaveAttribute('href', 'https://example.com/docs');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a Location on a local address or another scheme is only shown: no Follow, no Open in browser', async () => {
    const user = userEvent.setup();
    mount([
      answer(302, [{ name: 'location', value: 'http://127.0.0.1:5000/admin' }]),
      answer(307, [{ name: 'location', value: 'file:///etc/passwd' }]),
    ]);
    await user.click(await screen.findByRole('button', { name: /Send/ }));
    let redirect = await screen.findByTestId('redirect');
    expect(redirect).toHaveTextContent(/Not followed: it is a local address/);
    expect(within(redirect).queryByRole('link')).toBeNull();
    expect(within(redirect).queryByRole('button', { name: 'Follow' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(screen.getByTestId('redirect')).toHaveTextContent(/not file:/));
    redirect = screen.getByTestId('redirect');
    expect(within(redirect).queryByRole('link')).toBeNull();
  });
});

describe("saved requests: the folder's requests/*.http listed, opened into the composer, saved by name", () => {
  it("lists each file and its requests, and opening one fills the composer with the chosen environment's values", async () => {
    const user = userEvent.setup();
    const { calls } = mount([], {
      files: [
        { file: 'items.http', requests: [{ name: 'Create', method: 'POST', url: '{{endpoint}}/items' }], problem: null },
        { file: 'huge.http', requests: [], problem: 'The request file requests/huge.http is 2 MB, more than 1 MB: refused' },
      ],
      environments: ['dev', 'staging'],
    });
    const saved = await screen.findByRole('region', { name: 'Saved requests' });
    expect(await within(saved).findByText('items.http')).toBeInTheDocument();
    expect(within(saved).getByText(/huge.http is 2 MB/)).toBeInTheDocument();
    await user.selectOptions(within(saved).getByLabelText('Environment'), 'dev');
    await user.click(within(saved).getByRole('button', { name: /POST\s*Create/ }));
    await waitFor(() => expect(screen.getByLabelText('Path')).toHaveValue('/items'));
    expect(calls.find((c) => c.method === 'requests.resolve')?.input).toEqual({
      installationId: 'inst_1',
      file: 'items.http',
      name: 'Create',
      environment: 'dev',
    });
    expect(screen.getByLabelText('Method')).toHaveValue('POST');
    expect(screen.getByLabelText(/^Headers/)).toHaveValue('X-Token: dev-token');
    expect(screen.getByLabelText(/^Body/)).toHaveValue('{"a":1}');
  });

  it("Save writes the composer's request under the name given, and is disabled without a name", async () => {
    const user = userEvent.setup();
    const { calls } = mount([]);
    const saved = await screen.findByRole('region', { name: 'Saved requests' });
    const save = within(saved).getByRole('button', { name: /Save/ });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Path'), { target: { value: '/hello?name=Ada' } });
    fireEvent.change(within(saved).getByLabelText('Request name'), { target: { value: 'Say hello' } });
    fireEvent.change(within(saved).getByLabelText('Request file'), { target: { value: 'items.http' } });
    await user.click(save);
    expect(await within(saved).findByText('Saved "Say hello" in requests/items.http.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'requests.save')?.input).toEqual({
      file: 'items.http',
      name: 'Say hello',
      method: 'GET',
      path: '/hello?name=Ada',
      headers: [],
      body: '',
      workspaceId: 'w1',
    });
  });
});
