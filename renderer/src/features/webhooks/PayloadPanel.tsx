import { RefreshCw, Send } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WebhookView } from '../../../../shared/api/webhooks.ts';
import { validatePayloadText, type WebhookEventType } from '../../../../shared/webhooks/payloads.ts';
import { useStudio } from '../../lib/studio.tsx';
import { formatKeys, useShortcuts } from '../../lib/shortcuts.ts';
import { Feedback } from './Feedback.tsx';

/** The JSON to send: generated for the chosen event, editable, validated before it may be sent. */
export function PayloadPanel({ webhook }: { webhook: WebhookView }) {
  const { client } = useStudio();
  const [type, setType] = useState<WebhookEventType>(webhook.events[0]!);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const check = useMemo(() => (text ? validatePayloadText(text) : null), [text]);

  const generate = useCallback(async () => {
    setError(null);
    try {
      setText((await client.call('webhooks.generatePayload', { type, webhookId: webhook.id })).json);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [client, type, webhook.id]);

  useEffect(() => {
    let live = true;
    client
      .call('webhooks.generatePayload', { type, webhookId: webhook.id })
      .then(({ json }) => live && setText(json))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [client, type, webhook.id]);

  const send = useCallback(async () => {
    if (!check?.ok || busy) return;
    setBusy(true);
    setError(null);
    try {
      const delivery = await client.call('webhooks.send', { webhookId: webhook.id, body: text });
      // Cleared on the next edit, so it never describes a payload other than the one on screen.
      setSent(`Queued delivery #${delivery.id} of ${delivery.eventId}: its attempts show under Deliveries.`);
      // A fresh eventId for the next send, so it is not mistaken for a resend.
      await generate();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }, [busy, check, client, generate, text, webhook.id]);

  const shortcuts = useMemo(
    () => [
      { keys: 'mod+enter', label: 'Send', run: () => void send() },
      { label: 'Generate payload', run: () => void generate() },
    ],
    [send, generate],
  );
  useShortcuts(shortcuts);

  return (
    <section className="wh-payload" aria-label="Payload">
      <div className="toolbar">
        <label>
          Event{' '}
          <select value={type} onChange={(e) => (setSent(null), setType(e.target.value as WebhookEventType))}>
            {webhook.events.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => void generate()} title="Generate a new realistic payload">
          <RefreshCw size={14} aria-hidden /> Generate
        </button>
        <span className="wh-spacer" />
        <button
          type="button"
          className="btn primary"
          disabled={!check?.ok || busy}
          onClick={() => void send()}
          title={`Send (${formatKeys('mod+enter')})`}
        >
          <Send size={14} aria-hidden /> {busy ? 'Sending…' : 'Send'} <kbd>{formatKeys('mod+enter')}</kbd>
        </button>
      </div>
      <textarea
        className="wh-json"
        spellCheck={false}
        aria-label="Payload JSON"
        value={text}
        onChange={(e) => (setSent(null), setText(e.target.value))}
      />
      {check && !check.ok ? (
        <div className="error-box" role="alert">
          Fix the payload before sending:
          <ul>
            {check.errors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Feedback error={error} note={sent} />
    </section>
  );
}
