import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonCredentials } from '../../../../shared/manifest/configuration.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

type Flow =
  | { state: 'idle' }
  | { state: 'waiting'; popup: boolean }
  | { state: 'connected' }
  | { state: 'failed'; message: string }
  | { state: 'closed' };

/** Describes what a button property holds (its masked credentials), or null when it is not connected. */
function connection(configuration: Record<string, unknown>, property: string): string | null {
  const value = buttonCredentials(configuration, property);
  if (value === null) return null;
  const token = typeof value === 'object' ? (value as { access_token?: unknown }).access_token : undefined;
  return typeof token === 'string' ? `access_token ${token}` : 'credentials stored';
}

/**
 * A `button` property: opens its callback_url (with the studio's signed state) in a popup, then
 * follows the flow through `installations.oauth` and shows how it ended.
 */
export function OAuthButton(props: {
  installationId: string;
  property: string;
  label: string;
  /** The installation's stored (masked) configuration: the button reads its own key, or `oauth_credentials`. */
  configuration: Record<string, unknown>;
  disabled: boolean;
}) {
  const { client } = useStudio();
  const [flow, setFlow] = useState<Flow>({ state: 'idle' });
  const popup = useRef<Window | null>(null);

  useTopic('installations.oauth', (outcome) => {
    if (outcome.installationId !== props.installationId) return;
    setFlow(outcome.ok ? { state: 'connected' } : { state: 'failed', message: outcome.error ?? 'The flow failed.' });
    popup.current = null;
  });

  // A popup closed before the callback came back: say so rather than wait forever.
  useEffect(() => {
    if (flow.state !== 'waiting' || !flow.popup) return;
    const timer = window.setInterval(() => {
      if (popup.current?.closed) setFlow((current) => (current.state === 'waiting' ? { state: 'closed' } : current));
    }, 500);
    return () => window.clearInterval(timer);
  }, [flow]);

  async function start() {
    try {
      const { url } = await client.call('installations.oauthStart', { installationId: props.installationId, property: props.property });
      popup.current = window.open(url, 'platform-oauth', 'popup,width=560,height=700');
      setFlow({ state: 'waiting', popup: popup.current !== null });
    } catch (error) {
      setFlow({ state: 'failed', message: (error as Error).message });
    }
  }

  const stored = connection(props.configuration, props.property);
  return (
    <div className="in-oauth">
      <div className="in-oauth-row">
        <button
          type="button"
          className="btn primary"
          onClick={start}
          disabled={props.disabled || flow.state === 'waiting'}
          data-testid={`oauth-${props.property}`}
        >
          {flow.state === 'waiting' ? <LoaderCircle size={14} className="in-spin" aria-hidden /> : <KeyRound size={14} aria-hidden />}
          {props.label}
        </button>
        <span className="in-oauth-stored" data-testid={`oauth-stored-${props.property}`}>
          {stored ? (
            <>
              Connected: <code>{stored}</code>
            </>
          ) : (
            'Not connected'
          )}
        </span>
      </div>
      {flow.state === 'waiting' ? (
        <div className="in-oauth-status" role="status">
          {flow.popup
            ? 'Waiting for the provider: finish in the popup window…'
            : 'The authorization page opened in another window; the studio waits for its callback…'}
        </div>
      ) : null}
      {flow.state === 'connected' ? (
        <div className="in-oauth-status in-ok" role="status" data-testid="oauth-result">
          Connected: the integration stored its credentials.
        </div>
      ) : null}
      {flow.state === 'closed' ? (
        <div className="in-oauth-status" role="status" data-testid="oauth-result">
          The window was closed before the flow finished. Press {props.label} to start again.
        </div>
      ) : null}
      {flow.state === 'failed' ? (
        <div className="error-box in-oauth-error" role="alert" data-testid="oauth-result">
          <strong>The OAuth flow failed</strong>
          <pre>{flow.message}</pre>
        </div>
      ) : null}
    </div>
  );
}
