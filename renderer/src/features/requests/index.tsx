import { History, Send, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { HTTP_METHODS, type PublicRequestAnswer } from '../../../../shared/api/installations.ts';
import { BuildProblem } from '../../components/BuildProblem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { openRecord } from '../../lib/navigation.ts';
import { formatKeys, useShortcuts } from '../../lib/shortcuts.ts';
import { useStudio } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';
import { InstallationSelect } from '../installations/InstallationSelect.tsx';
import { useInstallations } from '../installations/useInstallations.ts';
import { clearHistory, headerText, parseHeaders, readHistory, remember, type SentRequest } from './history.ts';
import { redirectOf } from './redirect.ts';
import { RedirectView } from './RedirectView.tsx';
import { SavedRequests } from './SavedRequests.tsx';
import './requests.css';

type Method = (typeof HTTP_METHODS)[number];
const WITHOUT_BODY: readonly Method[] = ['GET', 'HEAD'];

/**
 * A request composer for the integration's public endpoint (as Postman or Thunder Client offer):
 * method, path, headers and body; the answer with its status, headers, body and the logs of that
 * exchange. It is sent over HTTP to the public endpoint like a real caller's, so the Inspector
 * journals it too.
 */
export default function RequestsFeature() {
  const { client } = useStudio();
  const { list } = useInstallations();
  const workspace = useWorkspace();
  const folder = workspace?.dir ?? null;
  const layout = useDefaultLayout({ id: 'studio.requests', storage: localStorage });
  const installations = list.state === 'ready' ? list.value : [];
  const [installationId, setInstallationId] = useState<string | null>(null);
  const [method, setMethod] = useState<Method>('GET');
  const [path, setPath] = useState('/');
  const [headersText, setHeadersText] = useState('');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<PublicRequestAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read from storage for the open folder; `saved` counts the writes, so the list follows them.
  const [saved, setSaved] = useState(0);
  const history = useMemo(() => (folder && saved >= 0 ? readHistory(folder) : []), [folder, saved]);

  const target = installations.find((i) => i.id === installationId) ?? installations[0] ?? null;
  const headers = useMemo(() => parseHeaders(headersText), [headersText]);
  const bodyless = WITHOUT_BODY.includes(method);
  const blocked =
    target === null
      ? 'no installation'
      : 'error' in headers
        ? headers.error
        : bodyless && body !== ''
          ? `A ${method} request carries no body: empty it or choose another method.`
          : null;

  const composed = 'error' in headers ? null : { method, path, headers: headers.headers, body: bodyless ? '' : body };

  /** Sends the composer's request, or `next` (a followed redirect), which the composer then shows. */
  const send = useCallback(
    async (next?: typeof composed) => {
      if (!target || sending || (!next && (blocked || 'error' in headers))) return;
      const request = next ?? { method, path, headers: 'error' in headers ? [] : headers.headers, body: bodyless ? '' : body };
      if (next) {
        setMethod(next.method);
        setPath(next.path);
        setHeadersText(headerText(next.headers));
        setBody(next.body);
      }
      setSending(true);
      setError(null);
      try {
        const answered = await client.call('installations.sendRequest', { installationId: target.id, ...request });
        setAnswer(answered);
        if (folder) {
          remember(folder, { request, installationId: target.id, status: answered.status, at: Date.now() });
          setSaved((n) => n + 1);
        }
      } catch (failure) {
        setAnswer(null);
        setError((failure as Error).message);
      } finally {
        setSending(false);
      }
    },
    [blocked, sending, target, headers, method, path, body, bodyless, client, folder],
  );

  useShortcuts(useMemo(() => [{ keys: 'mod+enter', label: 'Send the request', run: () => void send(), inEditor: true }], [send]));

  const fill = (request: SentRequest['request']) => {
    setMethod(request.method);
    setPath(request.path);
    setHeadersText(headerText(request.headers));
    setBody(request.body);
  };
  const restore = (sent: SentRequest) => {
    if (installations.some((i) => i.id === sent.installationId)) setInstallationId(sent.installationId);
    fill(sent.request);
  };
  // A redirect is followed as browsers do after a 302: a GET to the Location, without the body or its type.
  const follow = (nextPath: string) =>
    void send({
      method: 'GET',
      path: nextPath,
      headers: (composed?.headers ?? []).filter((h) => !/^content-(type|length)$/i.test(h.name)),
      body: '',
    });

  if (list.state === 'loading') return <div className="loading">Loading installations…</div>;
  if (installations.length === 0) {
    return (
      <>
        <BuildProblem />
        <EmptyState icon={Send} title="No installation to send requests to">
          A request goes to an installation&apos;s public endpoint (<code>/i/&lt;installation&gt;/…</code>). Create one in{' '}
          <strong>Installations</strong> ({formatKeys('mod+3')}), then come back to compose GET, POST and other requests to your
          integration&apos;s <code>fetch</code> handler.
        </EmptyState>
      </>
    );
  }

  return (
    <Group orientation="horizontal" className="rq-root" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      <Panel id="rq-compose" defaultSize="50%" minSize="30%" className="rq-pane">
        <BuildProblem />
        <form
          className="rq-form"
          aria-label="Request"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="toolbar rq-toolbar">
            <label>
              Installation <InstallationSelect installations={installations} value={target?.id ?? ''} onChange={setInstallationId} />
            </label>
          </div>
          <div className="rq-line">
            <select value={method} onChange={(event) => setMethod(event.target.value as Method)} aria-label="Method">
              {HTTP_METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
            <span className="rq-base" title={target?.urls.publicEndpoint}>
              /i/{target?.id}
            </span>
            <input
              className="rq-path"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              aria-label="Path"
              placeholder="/hello?name=Ada"
              spellCheck={false}
            />
            <button
              type="submit"
              className="btn primary"
              disabled={blocked !== null || sending}
              title={`Send (${formatKeys('mod+enter')})`}
            >
              <Send size={14} aria-hidden /> {sending ? 'Sending…' : 'Send'} <kbd>{formatKeys('mod+enter')}</kbd>
            </button>
          </div>
          {blocked && blocked !== 'no installation' && (
            <div className="rq-blocked" role="status" data-testid="send-blocked">
              {blocked}
            </div>
          )}
          <label className="rq-label" htmlFor="rq-headers">
            Headers <span className="muted">one per line, Name: value</span>
          </label>
          <textarea
            id="rq-headers"
            className="rq-text"
            rows={4}
            value={headersText}
            onChange={(event) => setHeadersText(event.target.value)}
            placeholder={'Content-Type: application/json\nAuthorization: Bearer …'}
            spellCheck={false}
            aria-invalid={'error' in headers}
          />
          <label className="rq-label" htmlFor="rq-body">
            Body {bodyless && <span className="muted">({method} sends none)</span>}
          </label>
          <textarea
            id="rq-body"
            className="rq-text rq-body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            disabled={bodyless && body === ''}
            placeholder={bodyless ? '' : '{"hello": "world"}'}
            spellCheck={false}
          />
        </form>
        {target && <SavedRequests installationId={target.id} current={composed} onOpen={fill} />}
        <section className="rq-history" aria-label="History">
          <header>
            <h3>
              <History size={14} aria-hidden /> History
            </h3>
            {history.length > 0 && folder && (
              <button type="button" className="btn mf-small" onClick={() => (clearHistory(folder), setSaved((n) => n + 1))}>
                <Trash2 size={12} aria-hidden /> Clear
              </button>
            )}
          </header>
          {history.length === 0 ? (
            <p className="muted">Requests you send are listed here, for this folder, and come back after a reload.</p>
          ) : (
            <ul>
              {history.map((sent) => (
                <li key={`${sent.at}-${sent.request.method}-${sent.request.path}`}>
                  <button
                    type="button"
                    className="rq-history-item"
                    onClick={() => restore(sent)}
                    title="Put this request back in the composer"
                  >
                    <span className="rq-method">{sent.request.method}</span>
                    <span className="rq-history-path">{sent.request.path}</span>
                    <span className={`rq-status ${statusClass(sent.status)}`}>{sent.status ?? '—'}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Panel>
      <Separator className="resize-handle" />
      <Panel id="rq-answer" minSize="25%" className="rq-pane rq-answer" aria-label="Answer">
        {error && (
          <div className="error-box" role="alert">
            {error}
          </div>
        )}
        {!answer && !error && (
          <p className="muted rq-hint">
            Compose a request and press Send ({formatKeys('mod+enter')}). It goes to the public endpoint over HTTP, as a real caller&apos;s
            would: the integration&apos;s <code>fetch</code> handler answers, and the Inspector journals the exchange.
          </p>
        )}
        {answer && <AnswerView answer={answer} endpoint={target?.urls.publicEndpoint ?? ''} onFollow={follow} busy={sending} />}
      </Panel>
    </Group>
  );
}

const statusClass = (status: number | null) => (status === null ? 'status-none' : `status-${Math.floor(status / 100)}xx`);

function AnswerView({
  answer,
  endpoint,
  onFollow,
  busy,
}: {
  answer: PublicRequestAnswer;
  endpoint: string;
  onFollow(path: string): void;
  busy: boolean;
}) {
  const redirect = redirectOf(answer, endpoint);
  const type = answer.headers.find((h) => h.name === 'content-type')?.value ?? '';
  const shown = useMemo(() => {
    if (!/json/i.test(type)) return answer.body;
    try {
      return JSON.stringify(JSON.parse(answer.body), null, 2);
    } catch {
      return answer.body;
    }
  }, [answer.body, type]);
  return (
    <div className="rq-result" data-testid="request-answer">
      <header className="rq-result-head">
        <span className={`rq-status ${statusClass(answer.status)}`} data-testid="answer-status">
          {answer.status}
        </span>
        <span className="muted">{Math.round(answer.durationMs)} ms</span>
        <span className="muted">{answer.bodySize.toLocaleString()} bytes</span>
        {answer.recordId !== null && (
          <a
            href="#inspector"
            onClick={(event) => {
              event.preventDefault();
              openRecord(answer.recordId!);
            }}
          >
            journal #{answer.recordId}
          </a>
        )}
      </header>
      <code className="rq-url">{answer.url}</code>
      {redirect && <RedirectView redirect={redirect} onFollow={onFollow} busy={busy} />}
      <details open={!redirect || answer.body !== ''}>
        <summary>Body</summary>
        <pre className="rq-pre" aria-label="Answer body">
          {shown}
          {answer.truncated && `\n… (${answer.bodySize.toLocaleString()} bytes in all; the Inspector keeps the exchange)`}
        </pre>
      </details>
      <details>
        <summary>Headers ({answer.headers.length})</summary>
        <dl className="rq-headers">
          {answer.headers.map(({ name, value }, index) => (
            <div key={`${name}-${index}`}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details open>
        <summary>Logs ({answer.logs.length})</summary>
        {answer.logs.length === 0 ? (
          <p className="muted">The integration logged nothing for this request.</p>
        ) : (
          <ul className="rq-logs">
            {answer.logs.map((log, index) => (
              <li key={index} className={`rq-log level-${log.level}`}>
                <span className="rq-log-level">{log.level}</span> <span className="rq-log-message">{log.message}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
