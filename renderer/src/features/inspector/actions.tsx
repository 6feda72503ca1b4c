import { useState, type ReactNode } from 'react';
import type { ReplayResult } from '../../../../shared/api/inspector.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import { bodyText } from '../../../../shared/inspector/exchange.ts';
import { useStudio } from '../../lib/studio.tsx';

/** Resend a webhook event: a new delivery with the same eventId and a fresh signature (webhooks service). */
export function ResendAction({
  eventId,
  webhookId,
  icon,
  onDone,
}: {
  eventId: string | null;
  webhookId: string | null;
  icon: ReactNode;
  onDone(message: string): void;
}) {
  const { client } = useStudio();
  const [busy, setBusy] = useState(false);
  if (!eventId) return null;
  const resend = async () => {
    setBusy(true);
    try {
      const delivery = await client.call('webhooks.resend', webhookId ? { eventId, webhookId } : { eventId });
      onDone(`Resent ${eventId} to ${delivery.url}: delivery #${delivery.id} ${delivery.state}.`);
    } catch (error) {
      onDone(`Resend failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn"
      onClick={resend}
      data-action="resend"
      disabled={busy}
      title="Resend this webhook event (same eventId, fresh signature)"
    >
      {icon} {busy ? 'Resending…' : 'Resend'}
    </button>
  );
}

const HOP = new Set(['host', 'content-length', 'connection', 'transfer-encoding']);

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .filter(([name]) => !HOP.has(name.toLowerCase()))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** `Name: value` lines back to headers; a line without a colon is named in the error. */
export function parseHeaderLines(text: string): { headers: Record<string, string> } | { error: string } {
  const headers: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return { error: `Header line ${i + 1} has no "Name: value" form: ${JSON.stringify(line.slice(0, 60))}` };
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { headers };
}

/** Replay an HTTP request to the studio's public server, as recorded or edited first. */
export function ReplayAction({
  record,
  exchange,
  icon,
  onDone,
}: {
  record: JournalRecord;
  exchange: HttpExchange | null;
  icon: ReactNode;
  onDone(message: string, journalId: number | null): void;
}) {
  const { client } = useStudio();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ method: '', path: '', headers: '', body: '' });
  const [formError, setFormError] = useState<string | null>(null);
  if (!exchange || record.kind === 'webhook.event' || record.kind === 'webhook.delivery') return null;

  const open = () => {
    const url = new URL(exchange.request.url, 'http://studio.invalid');
    setForm({
      method: exchange.request.method.toUpperCase(),
      path: url.pathname + url.search,
      headers: headerLines(exchange.request.headers),
      body: bodyText(exchange.request).text,
    });
    setFormError(null);
    setEditing(true);
  };
  const send = async (edited: boolean) => {
    let edit;
    if (edited) {
      const parsed = parseHeaderLines(form.headers);
      if ('error' in parsed) return setFormError(parsed.error);
      edit = { method: form.method.trim().toUpperCase(), path: form.path.trim(), headers: parsed.headers, body: form.body };
    }
    setBusy(true);
    try {
      const result: ReplayResult = await client.call('inspector.replay', edit ? { id: record.id, edit } : { id: record.id });
      onDone(
        result.error
          ? `Replay to ${result.url} failed: ${result.error}`
          : `Replayed to ${result.url}: ${result.status} in ${Math.round(result.durationMs)} ms.`,
        result.journalId,
      );
      setEditing(false);
    } catch (error) {
      if (edited) setFormError((error as Error).message);
      else onDone(`Replay refused: ${(error as Error).message}`, null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => send(false)}
        disabled={busy}
        title="Send this request again to the public endpoint"
      >
        {icon} Replay
      </button>
      <button type="button" className="btn" onClick={open} disabled={busy} title="Edit the request, then replay it">
        Edit & replay
      </button>
      {editing && (
        <form
          className="insp-replay"
          aria-label="Edit and replay"
          onSubmit={(event) => {
            event.preventDefault();
            void send(true);
          }}
        >
          <div className="insp-replay-line">
            <input aria-label="Method" value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value })} size={7} />
            <input aria-label="Path" value={form.path} onChange={(e) => setForm({ ...form, path: e.target.value })} className="grow" />
          </div>
          <textarea aria-label="Headers" rows={4} value={form.headers} onChange={(e) => setForm({ ...form, headers: e.target.value })} />
          <textarea aria-label="Body" rows={8} value={form.body} onChange={(e) => setForm({ ...form, body: e.target.value })} />
          {formError && (
            <div className="error-box" role="alert">
              {formError}
            </div>
          )}
          <div className="insp-replay-line">
            <button type="submit" className="btn primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send'}
            </button>
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </>
  );
}
