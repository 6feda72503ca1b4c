import { Copy, KeyRound, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { WebhookView } from '../../../../shared/api/webhooks.ts';
import { EVENT_TARGET, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../../shared/webhooks/payloads.ts';
import { DEFAULT_POLICY, DEFAULT_RETRY_AFTER_CAP_MS } from '../../../../shared/webhooks/policy.ts';
import { useStudio } from '../../lib/studio.tsx';
import { Feedback } from './Feedback.tsx';

export interface Draft {
  name: string;
  target: 'space' | 'site';
  targetId: string;
  url: string;
  events: WebhookEventType[];
  maxRetries: number;
  baseDelayMs: number;
  /** Percent, as the form shows it; the policy holds a fraction. */
  jitterPercent: number;
  timeoutMs: number;
  honourRetryAfter: boolean;
  /** Seconds, as the form shows it; the policy holds ms. */
  retryAfterCapS: number;
}

/** 0.1 → 10 (whole percents; the form shows no finer). */
const toPercent = (fraction: number) => Math.round(fraction * 100);

/** The common case: a space's content updates (the event most receivers are written for). */
export const newDraft = (url = ''): Draft => ({
  name: '',
  target: 'space',
  targetId: '',
  url,
  events: ['space_content_updated'],
  maxRetries: DEFAULT_POLICY.maxRetries,
  baseDelayMs: DEFAULT_POLICY.baseDelayMs,
  jitterPercent: toPercent(DEFAULT_POLICY.jitter),
  timeoutMs: DEFAULT_POLICY.timeoutMs,
  honourRetryAfter: false,
  retryAfterCapS: DEFAULT_RETRY_AFTER_CAP_MS / 1000,
});

const fromView = (w: WebhookView): Draft => ({
  name: w.name,
  target: w.target,
  targetId: w.targetId ?? '',
  url: w.url,
  events: w.events,
  maxRetries: w.policy.maxRetries,
  baseDelayMs: w.policy.baseDelayMs,
  jitterPercent: toPercent(w.policy.jitter),
  timeoutMs: w.policy.timeoutMs,
  honourRetryAfter: w.policy.honourRetryAfter ?? false,
  retryAfterCapS: (w.policy.retryAfterCapMs ?? DEFAULT_RETRY_AFTER_CAP_MS) / 1000,
});

/** Client-side checks mirroring the contract, so mistakes show next to the field before a round trip. */
export function draftProblems(draft: Draft): string[] {
  const problems: string[] = [];
  try {
    const url = new URL(draft.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push('The receiver URL must start with http:// or https://.');
  } catch {
    problems.push(draft.url.trim() ? 'The receiver URL is not a URL.' : 'The receiver URL is required.');
  }
  if (draft.events.length === 0) problems.push('Select at least one event type.');
  if (!Number.isInteger(draft.jitterPercent) || draft.jitterPercent < 0 || draft.jitterPercent > 100)
    problems.push('Jitter is a whole percent from 0 to 100.');
  if (!Number.isInteger(draft.retryAfterCapS) || draft.retryAfterCapS < 1 || draft.retryAfterCapS > 3600)
    problems.push('The Retry-After cap is a whole number of seconds from 1 to 3600.');
  return problems;
}

export function WebhookEditor({
  webhook,
  defaultUrl,
  onSaved,
  onDeleted,
}: {
  webhook: WebhookView | null;
  /** For a new webhook: the studio's own receiver, when one exists. */
  defaultUrl?: string;
  onSaved: (w: WebhookView) => void;
  onDeleted: () => void;
}) {
  const { client } = useStudio();
  const [draft, setDraft] = useState<Draft>(() => (webhook ? fromView(webhook) : newDraft(defaultUrl)));
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // A field is judged after its first edit (or a save attempt), never red before anything was typed.
  const [touched, setTouched] = useState(webhook !== null);
  // The webhook's URL changed outside the form ("Use this receiver for …"): the form follows, so the
  // next Save keeps the new URL instead of putting back the one the form opened with.
  const [shownUrl, setShownUrl] = useState(webhook?.url);
  if (webhook && webhook.url !== shownUrl) {
    setShownUrl(webhook.url);
    setDraft((d) => ({ ...d, url: webhook.url }));
  }
  const problems = draftProblems(draft);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save() {
    setError(null);
    setNote(null);
    setTouched(true);
    if (problems.length) return setError(problems.join(' '));
    const body = {
      name: draft.name || undefined,
      target: draft.target,
      targetId: draft.targetId || null,
      url: draft.url.trim(),
      events: draft.events,
      policy: {
        maxRetries: draft.maxRetries,
        baseDelayMs: draft.baseDelayMs,
        jitter: draft.jitterPercent / 100,
        timeoutMs: draft.timeoutMs,
        honourRetryAfter: draft.honourRetryAfter,
        retryAfterCapMs: draft.retryAfterCapS * 1000,
      },
    };
    try {
      onSaved(webhook ? await client.call('webhooks.update', { id: webhook.id, ...body }) : await client.call('webhooks.create', body));
      setNote('Saved.');
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function copySecret() {
    if (!webhook) return;
    try {
      const { secret } = await client.call('webhooks.copySecret', { id: webhook.id });
      await navigator.clipboard.writeText(secret);
      setNote('Secret copied to the clipboard.');
    } catch (e) {
      setError(`Could not copy the secret: ${(e as Error).message}`);
    }
  }

  async function regenerate() {
    if (!webhook || !confirm('Replace the secret? Receivers using the old one will reject new deliveries.')) return;
    try {
      onSaved(await client.call('webhooks.regenerateSecret', { id: webhook.id }));
      setNote('New secret generated.');
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function remove() {
    if (!webhook || !confirm(`Delete ${webhook.name}? Its deliveries stay in the journal.`)) return;
    try {
      await client.call('webhooks.delete', { id: webhook.id });
      onDeleted();
    } catch (e) {
      setError((e as Error).message);
    }
  }

  const events = WEBHOOK_EVENT_TYPES.filter((e) => EVENT_TARGET[e] === draft.target);
  return (
    <form
      className="wh-form"
      aria-label={webhook ? `Webhook ${webhook.name}` : 'New webhook'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3>{webhook ? webhook.name : 'New webhook installation'}</h3>
      <label>
        Name
        <input value={draft.name} placeholder="e.g. Analytics receiver" onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label>
        Receiver URL
        <input
          value={draft.url}
          placeholder="https://example.com/webhooks"
          aria-invalid={touched && problems.some((p) => p.includes('URL'))}
          onChange={(e) => (setTouched(true), set({ url: e.target.value }))}
        />
        {webhook?.reference && draft.url === webhook.url ? (
          <span className="muted wh-hint">Kept as a reference to {webhook.reference}: it follows the studio if its port changes.</span>
        ) : null}
        {webhook?.stale && draft.url === webhook.url ? (
          <span className="wh-stale" role="alert">
            {webhook.stale}
          </span>
        ) : null}
      </label>
      <div className="wh-row">
        <label>
          Installed on
          <select
            value={draft.target}
            onChange={(e) => {
              const target = e.target.value as 'space' | 'site';
              set({ target, events: WEBHOOK_EVENT_TYPES.filter((t) => EVENT_TARGET[t] === target) });
            }}
          >
            <option value="space">a space</option>
            <option value="site">a site</option>
          </select>
        </label>
        <label>
          {draft.target === 'space' ? 'Space id' : 'Site id'} (optional)
          <input value={draft.targetId} placeholder="any" onChange={(e) => set({ targetId: e.target.value })} />
        </label>
      </div>
      <fieldset>
        <legend>Events</legend>
        {events.map((type) => (
          <label key={type} className="wh-check">
            <input
              type="checkbox"
              checked={draft.events.includes(type)}
              onChange={(e) => set({ events: e.target.checked ? [...draft.events, type] : draft.events.filter((t) => t !== type) })}
            />
            <code>{type}</code>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Retry policy</legend>
        <div className="wh-row">
          <label>
            Retries
            <input type="number" min={0} max={10} value={draft.maxRetries} onChange={(e) => set({ maxRetries: Number(e.target.value) })} />
          </label>
          <label>
            Base delay (ms)
            <input type="number" min={1} value={draft.baseDelayMs} onChange={(e) => set({ baseDelayMs: Number(e.target.value) })} />
          </label>
          <label title="Each retry waits up to this much longer than its base delay, drawn at random, so receivers are not hit in lockstep">
            Jitter (%)
            <input
              type="number"
              min={0}
              max={100}
              value={draft.jitterPercent}
              onChange={(e) => set({ jitterPercent: Number(e.target.value) })}
            />
          </label>
          <label>
            Time-out (ms)
            <input
              type="number"
              min={1}
              max={120000}
              value={draft.timeoutMs}
              onChange={(e) => set({ timeoutMs: Number(e.target.value) })}
            />
          </label>
        </div>
        <div className="wh-row">
          <label
            className="wh-check"
            title="A 429 or 503 with a Retry-After header waits what the receiver asks (up to the cap) instead of the platform's schedule. The platform itself does not: leave off to test as in production."
          >
            <input type="checkbox" checked={draft.honourRetryAfter} onChange={(e) => set({ honourRetryAfter: e.target.checked })} />
            Honour Retry-After
          </label>
          <label>
            Retry-After cap (s)
            <input
              type="number"
              min={1}
              max={3600}
              disabled={!draft.honourRetryAfter}
              value={draft.retryAfterCapS}
              onChange={(e) => set({ retryAfterCapS: Number(e.target.value) })}
            />
          </label>
        </div>
      </fieldset>
      {webhook ? (
        <div className="wh-secret">
          <KeyRound size={14} aria-hidden />
          <span title="The platform signs each delivery of this webhook with this secret; your receiver verifies with the same value">
            Webhook signing secret
          </span>
          <code data-testid="webhook-secret">{webhook.secretMasked}</code>
          <button type="button" className="btn" onClick={() => void copySecret()} title="Copy the secret to the clipboard">
            <Copy size={14} aria-hidden /> Copy
          </button>
          <button type="button" className="btn" onClick={() => void regenerate()}>
            Regenerate
          </button>
        </div>
      ) : null}
      <Feedback error={error} note={note} />
      <div className="toolbar">
        <button type="submit" className="btn primary">
          <Save size={14} aria-hidden /> {webhook ? 'Save' : 'Create'}
        </button>
        {webhook ? (
          <button type="button" className="btn danger" onClick={() => void remove()}>
            <Trash2 size={14} aria-hidden /> Delete
          </button>
        ) : null}
      </div>
    </form>
  );
}
