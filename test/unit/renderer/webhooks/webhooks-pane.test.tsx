import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('an empty list says what to do next', () => {
    const { client } = fakeClient({});
    show(client, <Deliveries deliveries={[]} onError={() => {}} />);
    expect(screen.getByRole('heading', { name: 'No deliveries yet' })).toBeInTheDocument();
  });
});
