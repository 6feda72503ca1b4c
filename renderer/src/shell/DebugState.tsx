import { Bug, Copy } from 'lucide-react';
import { useState } from 'react';
import { useHostStatus } from '../lib/useHostStatus.ts';
import { useStudio } from '../lib/studio.tsx';

/**
 * The debugger in the status bar: a Debug toggle; when on, where the integration is paused (the
 * first thing to know when an event seems stuck), "Pause on exceptions" and the DevTools address to
 * copy (Chromium opens `devtools://` addresses typed in its address bar; VS Code attaches to the port).
 */
export function DebugState() {
  const { client } = useStudio();
  const status = useHostStatus();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  if (!status) return null;
  const debug = status.debug;
  const change = (next: { enabled: boolean; pauseOnExceptions?: boolean }) => {
    setError(null);
    client.call('host.debug', next).catch((failure: Error) => setError(`Debugger: ${failure.message}`));
  };
  const copy = () => {
    if (!debug) return;
    void navigator.clipboard?.writeText(debug.devtools).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  if (!debug)
    return (
      <>
        <button
          type="button"
          className="status-button"
          data-testid="debug-toggle"
          onClick={() => change({ enabled: true })}
          title="Serve a debugger for the integration on 127.0.0.1 (DevTools or VS Code attach to it)"
          aria-pressed={false}
        >
          <Bug size={14} aria-hidden /> Debug
        </button>
        {error && <span className="status-item status-error">{error}</span>}
      </>
    );
  return (
    <span className="status-item debug-state" data-testid="debug-state">
      <button
        type="button"
        className="status-button debug-on"
        onClick={() => change({ enabled: false })}
        title={`Debugger on at ${debug.webSocket}; click to turn it off`}
        aria-pressed
      >
        <Bug size={14} aria-hidden /> Debug
      </button>
      {debug.paused ? (
        <span className="status-warn" data-testid="debug-paused">
          paused at {debug.paused}
        </span>
      ) : (
        <span className="muted">running</span>
      )}
      <label className="debug-option" title="Pause on every exception the integration throws (its own and caught ones)">
        <input
          type="checkbox"
          checked={debug.pauseOnExceptions}
          onChange={(event) => change({ enabled: true, pauseOnExceptions: event.target.checked })}
        />{' '}
        Pause on exceptions
      </label>
      <button type="button" className="status-button" onClick={copy} title={`Copy ${debug.devtools}: paste it in Chromium's address bar`}>
        <Copy size={12} aria-hidden /> {copied ? 'copied' : 'DevTools address'}
      </button>
      {error && <span className="status-error">{error}</span>}
    </span>
  );
}
