import { CircleCheck, CircleX, LoaderCircle, LogIn, LogOut, Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { Installation, VisitorFlow, VisitorHop } from '../../../../shared/api/installations.ts';
import { refusedRedirect } from '../../../../shared/security/redirect-scheme.ts';
import { openRecord } from '../../lib/navigation.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { readVisitorFields, writeVisitorFields, type VisitorFields } from './visitor-payload.ts';
import './visitor.css';

type Row = [string, string];

/** What the payload holds of some rows: the named ones, a later name winning. */
const named = (rows: Row[]) => JSON.stringify(Object.entries(Object.fromEntries(rows.filter(([name]) => name.trim() !== ''))));

/**
 * Name/value rows (search parameters, cookies) written back into the payload on every change. The
 * rows live here, so one being typed (no name yet, not in the payload) stays; an edit of the JSON
 * that changes the named ones replaces them.
 */
function PairsEditor(props: { title: string; noun: string; rows: Row[]; onChange: (rows: Row[]) => void }) {
  const { title, noun, onChange } = props;
  const [rows, setRows] = useState<Row[]>(props.rows);
  if (named(rows) !== named(props.rows)) setRows(props.rows);
  const update = (next: Row[]) => {
    setRows(next);
    onChange(next);
  };
  const set = (index: number, row: Row) => update(rows.map((old, i) => (i === index ? row : old)));
  return (
    <fieldset className="ev-pairs">
      <legend>{title}</legend>
      {rows.length === 0 ? <p className="ev-muted">None: the platform sends an empty object.</p> : null}
      {rows.map(([name, value], index) => (
        <div className="ev-pair" key={index}>
          <input
            value={name}
            onChange={(event) => set(index, [event.target.value, value])}
            placeholder="name"
            aria-label={`${noun} ${index + 1} name`}
          />
          <span aria-hidden>=</span>
          <input
            value={value}
            onChange={(event) => set(index, [name, event.target.value])}
            placeholder="value"
            aria-label={`${noun} ${index + 1} value`}
          />
          <button
            type="button"
            className="btn icon"
            onClick={() => update(rows.filter((_, i) => i !== index))}
            aria-label={`Remove ${noun} ${name || index + 1}`}
          >
            <X size={14} aria-hidden />
          </button>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => update([...rows, ['', '']])}>
        <Plus size={14} aria-hidden /> Add {noun}
      </button>
    </fieldset>
  );
}

const STEP_LABEL: Record<VisitorHop['step'], string> = {
  event: 'Event',
  provider: 'Identity provider',
  decision: 'Decision',
  callback: 'Callback',
  landing: 'Published site',
};

/** Each hop the studio saw, then what the integration decided (the claims it signed, or where it sent the visitor). */
export function VisitorFlowView({ flow }: { flow: VisitorFlow }) {
  return (
    <section className="ev-flow" aria-label={`Visitor ${flow.action}`} data-testid="visitor-flow">
      <header>
        <strong>Visitor {flow.action}</strong>
        <span className={`ev-flow-state ev-flow-${flow.state}`}>
          {flow.state === 'running' ? 'in progress: continue in the window the studio opened' : flow.state}
        </span>
      </header>
      <ol>
        {flow.hops.map((hop, index) => (
          <li key={index} className={hop.ok ? 'ev-hop-ok' : 'ev-hop-bad'}>
            {hop.ok ? <CircleCheck size={14} aria-label="ok" /> : <CircleX size={14} aria-label="failed" />}
            <div>
              <span className="ev-hop-step">{STEP_LABEL[hop.step]}</span>
              {hop.status !== null ? <code className="ev-hop-status">{hop.status}</code> : null}
              {hop.recordId !== null ? (
                <a
                  href="#inspector"
                  className="ev-record-link"
                  onClick={(event) => {
                    event.preventDefault();
                    openRecord(hop.recordId!);
                  }}
                >
                  journal #{hop.recordId}
                </a>
              ) : null}
              <p>{hop.summary}</p>
              {hop.url ? <code className="ev-hop-url">{hop.url}</code> : null}
            </div>
          </li>
        ))}
        {flow.state === 'running' ? (
          <li className="ev-hop-wait">
            <LoaderCircle size={14} className="ev-spin" aria-hidden /> <p>Waiting for the next hop…</p>
          </li>
        ) : null}
      </ol>
      {flow.landing ? (
        <div className="ev-landing" data-testid="visitor-landing">
          <h4>What the integration decided</h4>
          <p>
            The visitor lands on <code>{flow.landing.path}</code> of the published site{' '}
            {flow.landing.jwt ? 'with a jwt_token.' : 'with no token: not signed in.'}
          </p>
          {flow.landing.jwt ? (
            <>
              <p className={flow.landing.jwt.signature === 'valid' ? 'ev-ok' : 'ev-error'}>
                Signature: {flow.landing.jwt.signature}
                {flow.landing.jwt.expiresAt ? ` · expires ${new Date(flow.landing.jwt.expiresAt).toLocaleString()}` : ''}
              </p>
              <pre className="ev-pre">{JSON.stringify(flow.landing.jwt.claims, null, 2)}</pre>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * The visitor-authentication controls of the Events pane: search parameters, cookies and the logout
 * action edit the payload; Sign in / Log out as a visitor start a flow the studio follows hop by hop.
 */
/** The visitor flow the pane started last, kept up to date by the hops the studio pushes. */
export function useVisitorFlow(): [VisitorFlow | null, (flow: VisitorFlow) => void] {
  const [flow, setFlow] = useState<VisitorFlow | null>(null);
  useTopic('installations.visitorFlow', (next) => setFlow((current) => (current?.id === next.id ? next : current)));
  return [flow, setFlow];
}

export function VisitorAuthControls(props: {
  text: string;
  onText: (text: string) => void;
  installation: Installation | null;
  blocked: string | null;
  /** A flow started: the pane shows it with the results. */
  onFlow: (flow: VisitorFlow) => void;
}) {
  const { client } = useStudio();
  const fields = readVisitorFields(props.text);
  const [error, setError] = useState<string | null>(null);

  const edit = (patch: Partial<VisitorFields>) => fields && props.onText(writeVisitorFields(props.text, { ...fields, ...patch }));
  const onSite = props.installation?.kind === 'site';
  const why = !onSite ? 'Visitors sign in on a site: pick a site installation.' : props.blocked;

  async function start(logout: boolean) {
    setError(null);
    if (!props.installation || !fields) return;
    try {
      const payload = JSON.parse(props.text) as Record<string, unknown>;
      const started = await client.call('installations.visitorSignIn', { installationId: props.installation.id, payload, logout });
      props.onFlow(started);
      if (!started.open) return;
      // The address is the integration's word: a javascript: or data: URL would run or show its own content.
      const refused = refusedRedirect(started.open, window.location.href);
      if (refused) return setError(`The sign-in was not opened: ${refused}.`);
      // No opener: the pages of the flow are the integration's and the provider's, never to reach back into the studio.
      window.open(started.open, '_blank', 'popup,width=560,height=700,noopener');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <section className="ev-visitor" aria-label="Visitor authentication">
      {fields ? (
        <div className="ev-visitor-fields">
          <PairsEditor
            title="Search parameters"
            noun="parameter"
            rows={fields.searchParams}
            onChange={(searchParams) => edit({ searchParams })}
          />
          <PairsEditor title="Cookies" noun="cookie" rows={fields.cookies} onChange={(cookies) => edit({ cookies })} />
          <label className="ev-logout">
            <input type="checkbox" checked={fields.logout} onChange={(event) => edit({ logout: event.target.checked })} /> Logout action (
            <code>action: 'logout'</code>)
          </label>
        </div>
      ) : null}
      <div className="toolbar ev-visitor-actions">
        <button
          type="button"
          className="btn primary"
          disabled={why !== null}
          onClick={() => void start(false)}
          data-testid="visitor-sign-in"
        >
          <LogIn size={14} aria-hidden /> Sign in as a visitor
        </button>
        <button type="button" className="btn" disabled={why !== null} onClick={() => void start(true)} data-testid="visitor-log-out">
          <LogOut size={14} aria-hidden /> Log out as a visitor
        </button>
        {why ? <span className="ev-fire-reason">{why}</span> : null}
      </div>
      {error ? (
        <div className="error-box" role="alert">
          {error}
        </div>
      ) : null}
    </section>
  );
}
