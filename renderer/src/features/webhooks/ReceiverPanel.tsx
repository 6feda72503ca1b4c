import { Copy, Inbox, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ReceiverView, WebhookView } from '../../../../shared/api/webhooks.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SignatureDiagnosis } from '../../components/SignatureDiagnosis.tsx';
import { useStudio } from '../../lib/studio.tsx';
import { DeleteReceiverButton } from './DeleteReceiverButton.tsx';
import { useReceived } from './useWebhooks.ts';

/** The studio's own receivers: URL, failure simulation, and every request with its verdict. */
export function ReceiverPanel({
  receivers,
  webhook,
  onError,
}: {
  receivers: ReceiverView[];
  webhook: WebhookView | null;
  onError: (message: string) => void;
}) {
  const { client } = useStudio();
  const [selected, setSelected] = useState<string | null>(null);
  const receiver = receivers.find((r) => r.name === selected) ?? receivers[0] ?? null;
  const received = useReceived(receiver?.name ?? null);
  /** The simulation being edited; null (or another receiver's) shows this receiver's saved latency and Retry-After. */
  const [draft, setDraft] = useState<{ receiver: string; respond: string; latency: number; retryAfter: number } | null>(null);
  /** The tolerance being typed, applied on Enter or when the field is left; null shows the receiver's. */
  const [tolerance, setTolerance] = useState<{ receiver: string; value: string } | null>(null);

  const editing =
    receiver && draft?.receiver === receiver.name
      ? draft
      : {
          receiver: receiver?.name ?? '',
          respond: '',
          latency: receiver?.simulation.latencyMs ?? 0,
          retryAfter: receiver?.simulation.retryAfterSeconds ?? 1,
        };
  const edit = (patch: Partial<typeof editing>) => setDraft({ ...editing, ...patch });

  async function create() {
    const name = `local-${receivers.length + 1}`;
    try {
      const created = await client.call('webhooks.receivers.create', { name, secretFromWebhook: webhook?.id });
      setSelected(created.name);
    } catch (e) {
      onError((e as Error).message);
    }
  }

  /** True when the receiver took the change; false after the error was shown. */
  async function configure(patch: Parameters<typeof client.call<'webhooks.receivers.configure'>>[1]): Promise<boolean> {
    try {
      await client.call('webhooks.receivers.configure', patch);
      return true;
    } catch (e) {
      onError((e as Error).message);
      return false;
    }
  }

  /** Points the webhook at this receiver and makes the receiver verify with the webhook's secret: both sides in one click. */
  async function attachReceiver() {
    if (!webhook || !receiver) return;
    try {
      if (webhook.url !== receiver.url) await client.call('webhooks.update', { id: webhook.id, url: receiver.url });
      await client.call('webhooks.receivers.configure', { name: receiver.name, secretFromWebhook: webhook.id });
    } catch (e) {
      onError((e as Error).message);
    }
  }

  function applyTolerance() {
    if (!tolerance) return;
    setTolerance(null);
    const seconds = Number(tolerance.value);
    if (tolerance.value.trim() === '' || !Number.isFinite(seconds))
      return onError('Type the tolerance as a number of seconds, e.g. 300 (the default); it was not changed.');
    void configure({ name: tolerance.receiver, toleranceSeconds: seconds });
  }

  const createButton = (
    <button
      type="button"
      className="btn"
      onClick={() => void create()}
      title={webhook ? `Verify with ${webhook.name}'s secret` : 'With a new secret'}
    >
      <Plus size={14} aria-hidden /> New local receiver
    </button>
  );
  if (!receiver) {
    return (
      <EmptyState icon={Inbox} title="No local receiver" action={createButton}>
        A receiver on the studio's public server verifies every request with a webhook's secret and shows the verdict. Select a webhook
        first to use its secret, then point the webhook's URL at the receiver.
      </EmptyState>
    );
  }
  return (
    <section className="wh-receiver" aria-label="Local receiver">
      <div className="toolbar">
        <select aria-label="Receiver" value={receiver.name} onChange={(e) => setSelected(e.target.value)}>
          {receivers.map((r) => (
            <option key={r.name}>{r.name}</option>
          ))}
        </select>
        <code className="wh-receiver-url" data-testid="receiver-url">
          {receiver.url}
        </code>
        <button
          type="button"
          className="btn"
          title="Copy the URL"
          onClick={() => void navigator.clipboard.writeText(receiver.url).catch(() => onError('Could not copy.'))}
        >
          <Copy size={14} aria-hidden />
        </button>
        <span className="wh-spacer" />
        <DeleteReceiverButton receiver={receiver} onError={onError} />
        {createButton}
      </div>
      <div className="wh-receiver-settings">
        <span
          className="muted"
          title="The secret this receiver verifies signatures with; it must equal the signing secret of the webhook that sends here"
        >
          verifies with <code data-testid="receiver-secret">{receiver.secretMasked}</code> · body limit{' '}
          {Math.round(receiver.bodyLimit / 1024)} KiB
        </span>
        <label className="wh-tolerance" title="How far a signature's timestamp may be from now, in the past or the future">
          Tolerance (s)
          <input
            type="number"
            min={0}
            max={31_536_000}
            value={tolerance?.receiver === receiver.name ? tolerance.value : receiver.toleranceSeconds}
            onChange={(e) => setTolerance({ receiver: receiver.name, value: e.target.value })}
            onBlur={applyTolerance}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyTolerance();
              if (e.key === 'Escape') setTolerance(null);
            }}
          />
        </label>
        {webhook ? <ReceiverLink receiver={receiver} webhook={webhook} onUse={() => void attachReceiver()} /> : null}
      </div>
      <form
        className="wh-simulation"
        aria-label="Failure simulation"
        onSubmit={(e) => {
          e.preventDefault();
          void configure({
            name: receiver.name,
            simulation: { respond: editing.respond, latencyMs: editing.latency, retryAfterSeconds: editing.retryAfter },
          }).then((ok) => ok && setDraft(null));
        }}
      >
        <label>
          Scripted answers
          <input
            value={editing.respond}
            placeholder="500,429,drop,200"
            title="Statuses answered in turn (2xx = answer normally); drop closes the connection"
            onChange={(e) => edit({ respond: e.target.value })}
          />
        </label>
        <label>
          Latency (ms)
          <input type="number" min={0} max={60000} value={editing.latency} onChange={(e) => edit({ latency: Number(e.target.value) })} />
        </label>
        <label>
          Retry-After of 429s (s)
          <input
            type="number"
            min={0}
            max={86400}
            value={editing.retryAfter}
            onChange={(e) => edit({ retryAfter: Number(e.target.value) })}
          />
        </label>
        <button type="submit" className="btn">
          Apply
        </button>
        <span className="muted">remaining: {receiver.simulation.respond || 'none'}</span>
      </form>
      {received.length === 0 ? (
        <p className="muted wh-hint">No requests yet. Send to {receiver.url} and each request shows here with its verdict.</p>
      ) : (
        <ul className="wh-received" aria-label="Received requests">
          {received.map((r) => (
            <li key={r.id} className={r.verdict.ok ? 'ok' : 'error'}>
              <span className={`wh-badge ${r.verdict.ok ? 'delivered' : 'failed'}`}>{r.verdict.ok ? 'genuine' : r.verdict.reason}</span>
              <span>→ {r.status ?? 'dropped'}</span>
              {r.simulated ? <span className="muted">(simulated)</span> : null}
              {r.duplicate ? <span className="wh-badge pending">duplicate</span> : null}
              <code className="muted">{r.eventId ?? 'no eventId'}</code>
              <span className="muted">{r.bodySize} B</span>
              {!r.verdict.ok && r.verdict.diagnosis ? (
                <details>
                  <summary>why</summary>
                  <p>{r.verdict.message}</p>
                  <SignatureDiagnosis diagnosis={r.verdict.diagnosis} />
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether the selected webhook sends here with the secret this receiver checks, and the one click that makes it so. */
function ReceiverLink({ receiver, webhook, onUse }: { receiver: ReceiverView; webhook: WebhookView; onUse(): void }) {
  const sendsHere = webhook.url === receiver.url;
  // Secrets are only ever shown masked: equal masks (same last characters) is the hint the UI can give.
  const sameSecret = webhook.secretMasked === receiver.secretMasked;
  if (sendsHere && sameSecret)
    return (
      <span className="wh-linked" data-testid="receiver-link">
        ✓ {webhook.name} sends here, signed with the secret this receiver verifies
      </span>
    );
  return (
    <button
      type="button"
      className="btn"
      data-testid="receiver-link"
      onClick={onUse}
      title={`Sets ${webhook.name}'s URL to ${receiver.url} and makes this receiver verify with ${webhook.name}'s signing secret`}
    >
      Use this receiver for {webhook.name}
    </button>
  );
}
