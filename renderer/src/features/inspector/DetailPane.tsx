import { Copy, RefreshCw, Send, ShieldCheck, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { JournalLinks, JournalRecord } from '../../../../shared/api/journal.ts';
import { toCurl } from '../../../../shared/inspector/curl.ts';
import { openRecord } from '../../lib/navigation.ts';
import { useShortcuts } from '../../lib/shortcuts.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { detailModel } from './detail-model.ts';
import { formatBytes, formatDuration, formatTime, kindLabel, originLabel, outcomeOf } from './format.ts';
import { HttpMessageView } from './HttpMessageView.tsx';
import { RetryTimeline } from './RetryTimeline.tsx';
import { SignaturePanel } from './SignaturePanel.tsx';
import { Waterfall } from './waterfall.tsx';
import { ReplayAction, ResendAction } from './actions.tsx';
import { isCapturable, SaveFixture } from '../fixtures/SaveFixture.tsx';
import { ApiCallPanel, apiCallOf } from './ApiCallPanel.tsx';
import { AllowOriginAction } from './OutboundAllow.tsx';
import { AnsweredBy, MockThisRequest, MockThisResponse } from '../mocks/MockThis.tsx';
import { StackTrace } from '../../components/StackTrace.tsx';
import { parseStack } from '../../../../shared/inspector/stack.ts';
import { isSiteKind, SiteRecordView } from './SiteRecordView.tsx';

/** The stack trace a record carries (a log's error, background work that threw, a failed build or exchange), or null. */
function stackOf(record: JournalRecord): string | null {
  if (record.unreadable) return null;
  const texts =
    record.kind === 'log' || record.kind === 'site.console'
      ? [record.data.message, record.data.stack]
      : 'error' in record.data
        ? [record.data.error]
        : [];
  return texts.find((text) => text && parseStack(text)) ?? null;
}

type Tab = 'site' | 'stack' | 'exchange' | 'timing' | 'waterfall' | 'signature' | 'retries' | 'data';
/** Records whose children happened inside them (outbound calls, logs): they get a waterfall. */
const WATERFALL_KINDS = new Set(['dispatch', 'http.request', 'component.render']);

/** The open record's actions in the command palette: each presses its button, so both do the same. */
function PaletteEntries({
  container,
  entries,
}: {
  container: RefObject<HTMLElement | null>;
  entries: { action: string; label: string }[];
}) {
  const key = entries.map((entry) => `${entry.action}:${entry.label}`).join('|');
  useShortcuts(
    useMemo(
      () =>
        entries.map(({ action, label }) => ({
          label,
          run: () => container.current?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.click(),
        })),
      [key], // eslint-disable-line react-hooks/exhaustive-deps
    ),
  );
  return null;
}

/** The open record: request and response, timing, signature, retries and the raw data, with actions. */
export function DetailPane({ id, onClose }: { id: number; onClose(): void }) {
  const { client } = useStudio();
  const [loaded, setLoaded] = useState<{ record: JournalRecord; links: JournalLinks } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [curl, setCurl] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    client
      .call('inspector.get', { id })
      .then((answer) => {
        if (!live) return;
        setLoaded(answer);
        setError(null);
      })
      .catch((cause: Error) => live && setError(cause.message));
    return () => {
      live = false;
    };
  }, [client, id, stamp]);

  // A delivery in progress grows: reload when one of its records gets a child.
  useTopic('journal.appended', (record) => {
    if (!loaded || record.parentId === null) return;
    const tree = new Set([loaded.record.id, ...loaded.links.children.map((r) => r.id), ...loaded.links.related.map((r) => r.id)]);
    if (tree.has(record.parentId)) setStamp((s) => s + 1);
  });

  const model = useMemo(() => (loaded && loaded.record.id === id ? detailModel(loaded.record, loaded.links) : null), [loaded, id]);
  if (error)
    return (
      <div className="error-box" role="alert">
        {error}
      </div>
    );
  if (!model) return <div className="loading">Loading record {id}…</div>;

  const { record, exchange } = model;
  const apiCall = apiCallOf(record);
  const stack = stackOf(record);
  const tabs: { id: Tab; label: string }[] = [
    ...(isSiteKind(record.kind) ? [{ id: 'site' as const, label: 'Site' }] : []),
    ...(stack ? [{ id: 'stack' as const, label: 'Stack trace' }] : []),
    ...(exchange ? [{ id: 'exchange' as const, label: 'Request & response' }] : []),
    ...(exchange ? [{ id: 'timing' as const, label: 'Timing' }] : []),
    ...(WATERFALL_KINDS.has(record.kind) && loaded ? [{ id: 'waterfall' as const, label: 'Waterfall' }] : []),
    ...(model.signed && exchange ? [{ id: 'signature' as const, label: 'Signature' }] : []),
    ...(model.attempts.length ? [{ id: 'retries' as const, label: `Retries (${model.attempts.length})` }] : []),
    { id: 'data' as const, label: 'Data' },
  ];
  const current = tab && tabs.some((t) => t.id === tab) ? tab : tabs[0]!.id;

  const copyCurl = async () => {
    if (!exchange) return;
    const command = toCurl(exchange.request);
    try {
      await navigator.clipboard.writeText(command);
      setNote('Copied as cURL.');
      setCurl(null);
    } catch {
      // No clipboard (an insecure context or a denied permission): show it to copy by hand.
      setNote('The clipboard is not available here; copy the command below.');
      setCurl(command);
    }
  };

  return (
    <div className="insp-detail" aria-label={`Record ${record.id}`}>
      <header className="insp-detail-head">
        <span
          className={`insp-dot outcome-${outcomeOf({ kind: record.kind, status: record.status, groupStatus: record.kind === 'webhook.delivery' ? (model.attempts.at(-1)?.outcome ?? null) : null })}`}
          aria-hidden
          data-testid="detail-outcome"
        />
        <div className="insp-detail-title">
          <strong>{record.summary}</strong>
          <span className="muted">
            {kindLabel(record.kind)} · #{record.id} · {formatTime(record.ts)}
            {record.installationId ? ` · ${record.installationId}` : ''}
            {record.origin ? ` · ${originLabel(record.origin).full}` : ''}
            {model.exchangeFrom && model.exchangeFrom.id !== record.id ? ` · showing attempt #${model.exchangeFrom.id}` : ''}
          </span>
        </div>
        <button type="button" className="btn" onClick={onClose} title="Close (Esc)" aria-label="Close detail">
          <X size={14} aria-hidden />
        </button>
        <PaletteEntries
          container={actionsRef}
          entries={[
            ...(exchange ? [{ action: 'copy-curl', label: 'Copy as cURL' }] : []),
            ...(['webhook.event', 'webhook.delivery', 'webhook.attempt'].includes(record.kind) && model.eventId
              ? [{ action: 'resend', label: 'Resend the webhook event' }]
              : []),
            ...(isCapturable(record) ? [{ action: 'save-fixture', label: 'Save as fixture' }] : []),
          ]}
        />
        <div className="insp-detail-actions" ref={actionsRef}>
          {exchange && (
            <button type="button" className="btn" onClick={copyCurl} data-action="copy-curl" title="Copy the request as a curl command">
              <Copy size={14} aria-hidden /> cURL
            </button>
          )}
          <ReplayAction
            record={record}
            exchange={exchange}
            icon={<RefreshCw size={14} aria-hidden />}
            onDone={(message, journalId) => {
              setNote(message);
              // The replayed exchange is a new record: open it (in the list, with the selection on it).
              if (journalId !== null) openRecord(journalId);
            }}
          />
          <ResendAction
            eventId={['webhook.event', 'webhook.delivery', 'webhook.attempt'].includes(record.kind) ? model.eventId : null}
            webhookId={model.webhookId}
            icon={<Send size={14} aria-hidden />}
            onDone={setNote}
          />
          {isCapturable(record) && <SaveFixture key={record.id} recordId={record.id} onSaved={setNote} />}
          <AllowOriginAction record={record} icon={<ShieldCheck size={14} aria-hidden />} onDone={setNote} />
          <MockThisResponse key={`mock-${record.id}`} record={record} onDone={setNote} />
          <MockThisRequest key={`mock-request-${record.id}`} record={record} onDone={setNote} />
        </div>
      </header>
      {note && (
        <div className="insp-note" role="status">
          {note}
          {curl && <textarea readOnly value={curl} aria-label="cURL command" rows={4} />}
          <button type="button" className="insp-link" onClick={() => setNote(null)} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      {model.record.parentId !== null && loaded?.links.parent && (
        <p className="insp-parent muted">
          Part of {kindLabel(loaded.links.parent.kind)} #{loaded.links.parent.id}: {loaded.links.parent.summary}
        </p>
      )}
      <AnsweredBy record={record} />
      <div className="insp-tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={current === t.id}
            className={current === t.id ? 'active' : ''}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="insp-tab-body" role="tabpanel">
        {current === 'site' && <SiteRecordView record={record} />}
        {current === 'stack' && stack && <StackTrace text={stack} />}
        {current === 'exchange' && exchange && (
          <>
            {apiCall && <ApiCallPanel call={apiCall} />}
            <p className="insp-requestline">
              <strong>{exchange.request.method}</strong> <code>{exchange.request.url}</code>
              {exchange.response ? (
                <span className={`insp-status status-${Math.floor(exchange.response.status / 100)}xx`}> {exchange.response.status}</span>
              ) : (
                <span className="outcome-error"> {exchange.error ?? 'no response'}</span>
              )}
            </p>
            <HttpMessageView title="Request" message={exchange.request} />
            {exchange.response && <HttpMessageView title="Response" message={exchange.response} />}
          </>
        )}
        {current === 'timing' && exchange && (
          <dl className="insp-facts">
            <dt>Started</dt>
            <dd>{formatTime((model.exchangeFrom ?? record).ts)}</dd>
            <dt>Duration</dt>
            <dd>{formatDuration(exchange.durationMs)}</dd>
            <dt>Request body</dt>
            <dd>{formatBytes(exchange.request.bodySize)}</dd>
            <dt>Response body</dt>
            <dd>{exchange.response ? formatBytes(exchange.response.bodySize) : '—'}</dd>
            {exchange.error && (
              <>
                <dt>Error</dt>
                <dd className="outcome-error">{exchange.error}</dd>
              </>
            )}
          </dl>
        )}
        {current === 'waterfall' && loaded && <Waterfall record={record} children={loaded.links.children} />}
        {current === 'signature' && exchange && (
          <SignaturePanel
            request={exchange.request}
            expected={model.expectedSignature}
            expectedFrom={model.expectedFrom}
            receiver={model.receiver}
            diagnosis={model.diagnosis}
          />
        )}
        {current === 'retries' && <RetryTimeline attempts={model.attempts} finished={model.finished} policy={model.policy} />}
        {current === 'data' && <pre className="insp-json">{JSON.stringify(record.data, null, 2)}</pre>}
      </div>
    </div>
  );
}
