import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { DeliveryView, ReceiverView, WebhookView } from '../../../../shared/api/webhooks.ts';
import { generatePayload } from '../../../../shared/webhooks/payloads.ts';
import { Deliveries } from '../../../../renderer/src/features/webhooks/Deliveries.tsx';
import { PayloadPanel } from '../../../../renderer/src/features/webhooks/PayloadPanel.tsx';
import { ReceiverPanel } from '../../../../renderer/src/features/webhooks/ReceiverPanel.tsx';
import { draftProblems, newDraft, WebhookEditor } from '../../../../renderer/src/features/webhooks/WebhookEditor.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const webhook: WebhookView = {
  id: 'wh_1',
  name: 'Docs',
  reference: null,
  stale: null,
  target: 'site',
  targetId: null,
  url: 'http://127.0.0.1:1/webhooks/a',
  events: ['site_view'],
  secretMasked: '••••••••abcd',
  policy: { maxRetries: 3, baseDelayMs: 1000, jitter: 0.1, timeoutMs: 10000 },
  createdAt: 0,
  updatedAt: 0,
};

function fakeClient(answers: Record<string, (input: unknown) => unknown>) {
  const calls: [string, unknown][] = [];
  const client = {
    call: vi.fn(async (method: string, input: unknown) => {
      calls.push([method, input]);
      const answer = answers[method];
      if (!answer) throw new Error(`unexpected call ${method}`);
      return answer(input);
    }),
    subscribe: () => () => {},
  } as unknown as StudioClient;
  return { client, calls };
}

const show = (client: StudioClient, ui: React.ReactNode) =>
  render(<StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>{ui}</StudioProvider>);

afterEach(() => vi.useRealTimers());

describe('payload editor', () => {
  it('shows the generated JSON, blocks sending invalid JSON with the path of the problem, and sends valid JSON on Ctrl+Enter', async () => {
    const payload = JSON.stringify(generatePayload('site_view'), null, 2);
    const { client, calls } = fakeClient({
      'webhooks.generatePayload': () => ({ json: payload }),
      'webhooks.send': () => ({ id: 7, eventId: 'evt_x' }),
    });
    show(client, <PayloadPanel webhook={webhook} />);
    const editor = (await screen.findByLabelText('Payload JSON')) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe(payload));

    fireEvent.change(editor, { target: { value: '{"type":"site_view","eventId":"e"}' } });
    expect(screen.getByRole('alert')).toHaveTextContent('installationId');
    expect(screen.getByRole('button', { name: /^Send/ })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    expect(calls.some(([m]) => m === 'webhooks.send')).toBe(false);

    fireEvent.change(editor, { target: { value: payload } });
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(calls.find(([m]) => m === 'webhooks.send')?.[1]).toEqual({ webhookId: 'wh_1', body: payload }));
    expect(await screen.findByRole('status')).toHaveTextContent('Queued delivery #7');
  });
});

describe('webhook editor', () => {
  it('shows the jitter as a percent and saves it as the fraction the policy holds; out of range the field is invalid and nothing is sent', async () => {
    const { client, calls } = fakeClient({ 'webhooks.update': (input) => ({ ...webhook, ...(input as object) }) });
    show(client, <WebhookEditor webhook={webhook} onSaved={() => {}} onDeleted={() => {}} />);
    const jitter = screen.getByLabelText('Jitter (%)');
    expect(jitter).toHaveValue(10);
    fireEvent.change(jitter, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    // The field's own range stops the form (the browser says why beside it); nothing is sent.
    expect(jitter).toBeInvalid();
    expect(calls).toHaveLength(0);
    expect(draftProblems({ ...newDraft('http://127.0.0.1:1/'), jitterPercent: 150 })).toEqual(['Jitter is a whole percent from 0 to 100.']);
    fireEvent.change(jitter, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls[0]).toEqual([
        'webhooks.update',
        expect.objectContaining({
          id: 'wh_1',
          policy: expect.objectContaining({ maxRetries: 3, baseDelayMs: 1000, jitter: 0.25, timeoutMs: 10000, honourRetryAfter: false }),
        }),
      ]),
    );
  });
});

describe('honour Retry-After in the editor', () => {
  it('is off by default with its cap field disabled; turned on, it saves the option and the cap in ms', async () => {
    const { client, calls } = fakeClient({ 'webhooks.update': (input) => ({ ...webhook, ...(input as object) }) });
    show(client, <WebhookEditor webhook={webhook} onSaved={() => {}} onDeleted={() => {}} />);
    const honour = screen.getByLabelText('Honour Retry-After');
    const cap = screen.getByLabelText('Retry-After cap (s)');
    expect(honour).not.toBeChecked();
    expect(cap).toBeDisabled();
    expect(cap).toHaveValue(60);
    fireEvent.click(honour);
    fireEvent.change(cap, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls[0]?.[1]).toMatchObject({ policy: { honourRetryAfter: true, retryAfterCapMs: 15_000 } }));
  });
});

describe('local receiver', () => {
  const receiver: ReceiverView = {
    name: 'local-1',
    url: 'http://127.0.0.1:1/webhooks/local-1',
    secretMasked: '••••••••abcd',
    toleranceSeconds: 300,
    bodyLimit: 1_048_576,
    simulation: { respond: '', latencyMs: 0, retryAfterSeconds: 1 },
    received: 0,
  };

  it('the tolerance is edited in place and applied on Enter; a blank one is refused with a message, not sent', async () => {
    const errors: string[] = [];
    const { client, calls } = fakeClient({
      'webhooks.receivers.requests': () => [],
      'webhooks.receivers.configure': (input) => ({ ...receiver, ...(input as object) }),
    });
    show(client, <ReceiverPanel receivers={[receiver]} webhook={null} onError={(m) => errors.push(m)} />);
    const field = screen.getByLabelText('Tolerance (s)');
    expect(field).toHaveValue(300);
    fireEvent.change(field, { target: { value: '60' } });
    expect(calls.some(([m]) => m === 'webhooks.receivers.configure')).toBe(false);
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find(([m]) => m === 'webhooks.receivers.configure')?.[1]).toEqual({ name: 'local-1', toleranceSeconds: 60 }),
    );
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(errors).toEqual(['Type the tolerance as a number of seconds, e.g. 300 (the default); it was not changed.']);
    expect(calls.filter(([m]) => m === 'webhooks.receivers.configure')).toHaveLength(1);
  });

  it('the failure simulation shows the receiver’s saved latency and Retry-After, not the defaults (receivers persist)', async () => {
    const saved = { ...receiver, simulation: { respond: '', latencyMs: 250, retryAfterSeconds: 7 } };
    const { client, calls } = fakeClient({
      'webhooks.receivers.requests': () => [],
      'webhooks.receivers.configure': (input) => ({ ...saved, ...(input as object) }),
    });
    show(client, <ReceiverPanel receivers={[saved]} webhook={null} onError={() => {}} />);
    expect(screen.getByLabelText('Latency (ms)')).toHaveValue(250);
    expect(screen.getByLabelText('Retry-After of 429s (s)')).toHaveValue(7);
    fireEvent.change(screen.getByLabelText('Latency (ms)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.find(([m]) => m === 'webhooks.receivers.configure')?.[1]).toEqual({
        name: 'local-1',
        simulation: { respond: '', latencyMs: 400, retryAfterSeconds: 7 },
      }),
    );
  });

  it('deleting a receiver asks first, saying its requests stay in the journal; declining sends nothing', async () => {
    const { client, calls } = fakeClient({
      'webhooks.receivers.requests': () => [],
      'webhooks.receivers.delete': () => ({ deleted: 'local-1' }),
    });
    const asked: string[] = [];
    const answers = [false, true];
    vi.stubGlobal('confirm', (question: string) => (asked.push(question), answers.shift()));
    try {
      show(client, <ReceiverPanel receivers={[receiver]} webhook={null} onError={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
      expect(asked[0]).toContain('Delete the receiver local-1?');
      expect(asked[0]).toContain('stay in the journal');
      expect(calls.some(([m]) => m === 'webhooks.receivers.delete')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
      await waitFor(() => expect(calls.find(([m]) => m === 'webhooks.receivers.delete')?.[1]).toEqual({ name: 'local-1' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('deliveries', () => {
  const base = 1_800_000_000_000;
  const delivery: DeliveryView = {
    id: 1,
    eventId: 'evt_1',
    eventType: 'site_view',
    webhookId: 'wh_1',
    url: webhook.url,
    signatureHeader: 't=1800000000,v1=' + 'a'.repeat(64),
    policy: webhook.policy,
    state: 'pending',
    reason: null,
    createdAt: base,
    finishedAt: null,
    journalId: 1,
    nextAt: base + 1050,
    attempts: [
      {
        deliveryId: 1,
        attempt: 1,
        state: 'done',
        plannedAt: base,
        window: null,
        sentAt: base + 2,
        finishedAt: base + 10,
        status: 503,
        error: null,
        retryable: true,
        reason: '503 is a server error: retried',
        durationMs: 8,
        journalId: 2,
        sentUrl: webhook.url,
      },
      {
        deliveryId: 1,
        attempt: 2,
        state: 'planned',
        plannedAt: base + 1060,
        window: [base + 1010, base + 1110],
        sentAt: null,
        finishedAt: null,
        status: null,
        error: null,
        retryable: null,
        reason: null,
        durationMs: null,
        journalId: null,
        sentUrl: null,
      },
    ],
  };

  it('shows each attempt with its status and reason, and counts down to the planned retry', async () => {
    vi.useFakeTimers({ now: base + 60 });
    const { client } = fakeClient({});
    show(client, <Deliveries deliveries={[delivery]} onError={() => {}} />);
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('503 is a server error: retried')).toBeInTheDocument();
    expect(screen.getByText('in 1.0 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText('in 0.5 s')).toBeInTheDocument();
  });

  it('a delivery row shows the URL it goes to, and what the studio reference stands for as secondary text', () => {
    const { client } = fakeClient({});
    const toReceiver = { ...delivery, url: 'http://127.0.0.1:45555/webhooks/local-1', reference: "the studio's local receiver local-1" };
    show(client, <Deliveries deliveries={[toReceiver]} onError={() => {}} />);
    const line = document.querySelector('.wh-url')!;
    expect(line).toHaveTextContent("→ http://127.0.0.1:45555/webhooks/local-1 (the studio's local receiver local-1)");
    expect(line).not.toHaveTextContent('studio-public:');
  });

  it('an empty list says what to do next', () => {
    const { client } = fakeClient({});
    show(client, <Deliveries deliveries={[]} onError={() => {}} />);
    expect(screen.getByRole('heading', { name: 'No deliveries yet' })).toBeInTheDocument();
  });
});

describe('webhooks pane (walkthrough rules)', () => {
  const second: WebhookView = { ...webhook, id: 'wh_2', name: 'Analytics', url: 'http://127.0.0.1:1/webhooks/b' };
  const delivery = (id: number, webhookId: string) =>
    ({
      id,
      eventId: `evt_${id}`,
      eventType: 'site_view',
      webhookId,
      url: 'http://127.0.0.1:1/',
      signatureHeader: 't=1,v1=ab',
      policy: webhook.policy,
      state: 'delivered',
      reason: null,
      createdAt: 0,
      finishedAt: 1,
      journalId: null,
      nextAt: null,
      attempts: [],
    }) as unknown as DeliveryView;

  async function showPane() {
    const { default: WebhooksFeature } = await import('../../../../renderer/src/features/webhooks/index.tsx');
    const { client } = fakeClient({
      'webhooks.list': () => [webhook, second],
      'webhooks.deliveries': () => [delivery(1, 'wh_1'), delivery(2, 'wh_2'), delivery(3, 'wh_2')],
      'webhooks.receivers.list': () => [],
      'webhooks.generatePayload': () => ({ json: JSON.stringify(generatePayload('site_view')) }),
    });
    show(client, <WebhooksFeature />);
    await screen.findByRole('list', { name: 'Webhook installations' });
  }

  it('exactly one editor and one payload panel, whatever was clicked', async () => {
    await showPane();
    for (const name of ['Analytics', 'Docs', 'Analytics', 'Docs']) {
      fireEvent.click(within(screen.getByRole('list', { name: 'Webhook installations' })).getByText(name));
      await screen.findByRole('form', { name: `Webhook ${name}` });
      expect(screen.getAllByRole('form')).toHaveLength(1);
      expect(screen.getAllByLabelText('Payload JSON')).toHaveLength(1);
    }
  });

  it('each webhook shows its own deliveries', async () => {
    await showPane();
    const panel = () => screen.getByRole('heading', { name: /^Deliveries of/ }).parentElement!;
    expect(await screen.findByRole('heading', { name: 'Deliveries of Docs' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(panel())
          .getAllByText(/evt_\d\b/)
          .map((n) => n.textContent),
      ).toEqual([expect.stringContaining('evt_1')]),
    );
    fireEvent.click(within(screen.getByRole('list', { name: 'Webhook installations' })).getByText('Analytics'));
    await screen.findByRole('heading', { name: 'Deliveries of Analytics' });
    await waitFor(() => expect(within(panel()).getAllByText(/evt_\d\b/)).toHaveLength(2));
    expect(within(panel()).queryByText(/evt_1\b/)).toBeNull();
  });

  it('a new webhook: the URL is not red before the first edit, and the defaults are a space with space_content_updated', () => {
    const { client } = fakeClient({});
    show(client, <WebhookEditor webhook={null} onSaved={() => {}} onDeleted={() => {}} />);
    const url = screen.getByLabelText('Receiver URL');
    expect(url).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Installed on')).toHaveValue('space');
    expect(screen.getByRole('checkbox', { name: 'space_content_updated' })).toBeChecked();
    fireEvent.change(url, { target: { value: 'nope' } });
    expect(url).toHaveAttribute('aria-invalid', 'true');
  });

  it('the "Queued" note goes away once the payload on screen is not the one sent', async () => {
    const payload = JSON.stringify(generatePayload('site_view'), null, 2);
    const { client } = fakeClient({
      'webhooks.generatePayload': () => ({ json: payload }),
      'webhooks.send': () => ({ id: 9, eventId: 'evt_q' }),
    });
    show(client, <PayloadPanel webhook={webhook} />);
    const editor = (await screen.findByLabelText('Payload JSON')) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe(payload));
    fireEvent.click(screen.getByRole('button', { name: /^Send/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Queued delivery #9');
    fireEvent.change(editor, { target: { value: payload.replace('site_view', 'site_view ') } });
    expect(screen.queryByText(/Queued delivery/)).toBeNull();
  });
});

describe('webhooks pane: which secret is which', () => {
  const receiver = {
    name: 'local-1',
    url: 'http://127.0.0.1:1/webhooks/local-1',
    secretMasked: '••••••••ffff',
    toleranceSeconds: 300,
    bodyLimit: 1_048_576,
    simulation: { respond: '', latencyMs: 0, retryAfterSeconds: 1 },
  } as unknown as ReceiverView;

  it('"Use this receiver" fills both sides: the webhook URL and the receiver’s verification secret', async () => {
    const { client, calls } = fakeClient({
      'webhooks.received': () => [],
      'webhooks.update': (input) => ({ ...webhook, ...(input as object) }),
      'webhooks.receivers.configure': () => receiver,
    });
    show(client, <ReceiverPanel receivers={[receiver]} webhook={webhook} onError={() => {}} />);
    expect(screen.getByTestId('receiver-secret').parentElement).toHaveTextContent('verifies with ••••••••ffff');
    fireEvent.click(screen.getByRole('button', { name: 'Use this receiver for Docs' }));
    await waitFor(() =>
      expect(calls.filter(([m]) => m === 'webhooks.update' || m === 'webhooks.receivers.configure')).toEqual([
        ['webhooks.update', { id: 'wh_1', url: receiver.url }],
        ['webhooks.receivers.configure', { name: 'local-1', secretFromWebhook: 'wh_1' }],
      ]),
    );
  });

  it('"Use this receiver" updates the open form too, so the next Save keeps the new URL', async () => {
    const { client, calls } = fakeClient({ 'webhooks.update': (input) => ({ ...webhook, ...(input as object) }) });
    const view = show(client, <WebhookEditor webhook={webhook} onSaved={() => {}} onDeleted={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Docs site' } });
    // The pane's list reloads with the URL the receiver button set.
    view.rerender(
      <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
        <WebhookEditor webhook={{ ...webhook, url: receiver.url }} onSaved={() => {}} onDeleted={() => {}} />
      </StudioProvider>,
    );
    expect(screen.getByLabelText('Receiver URL')).toHaveValue(receiver.url);
    expect(screen.getByLabelText('Name')).toHaveValue('Docs site');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.find(([m]) => m === 'webhooks.update')?.[1]).toMatchObject({ url: receiver.url, name: 'Docs site' }));
  });

  it('a webhook already sending here with the same secret says so instead of offering the button', () => {
    const { client } = fakeClient({ 'webhooks.received': () => [] });
    const linked = { ...webhook, url: receiver.url, secretMasked: receiver.secretMasked };
    show(client, <ReceiverPanel receivers={[receiver]} webhook={linked} onError={() => {}} />);
    expect(screen.getByTestId('receiver-link')).toHaveTextContent('Docs sends here, signed with the secret this receiver verifies');
  });

  it('the outcome is not the last attempt’s reason repeated', () => {
    const { client } = fakeClient({});
    const reason = '401 is a client error: not retryable';
    const failed = {
      id: 4,
      eventId: 'evt_r',
      eventType: 'site_view',
      webhookId: 'wh_1',
      url: 'http://127.0.0.1:1/',
      signatureHeader: 't=1,v1=ab',
      policy: webhook.policy,
      state: 'failed',
      reason,
      createdAt: 0,
      finishedAt: 1,
      journalId: null,
      nextAt: null,
      attempts: [
        {
          attempt: 1,
          state: 'done',
          plannedAt: 0,
          window: null,
          sentAt: 0,
          finishedAt: 1,
          status: 401,
          error: null,
          retryable: false,
          reason,
          durationMs: 1,
        },
      ],
    } as unknown as DeliveryView;
    show(client, <Deliveries deliveries={[failed]} onError={() => {}} />);
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });
});
