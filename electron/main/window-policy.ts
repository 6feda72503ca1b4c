import { openUrlVerdict } from '../../shared/security/open-urls.ts';

/**
 * What a `window.open` from the studio window becomes. Kept free of the `electron` import so each
 * rule has a test.
 * - A page on the studio's own public server (an integration's OAuth endpoint, the mock provider):
 *   a child window without preload, so the OAuth redirect chain runs beside the studio.
 * - Any other http(s) page the user asked for (`@ui.url.open`, a link): the system browser; one on
 *   this machine or its private network only after the user says yes to a dialog naming it ('ask'),
 *   whichever window asked (the Preview's integration, a third-party page in an OAuth window).
 * - An editor link to a source line (`vscode://file/…`, the Preview's element → source), only from
 *   the studio window: the system's handler. OAuth windows (third-party pages) may not open it, and
 *   webframes cannot open windows at all (their sandbox has no allow-popups).
 * - Anything else (file:, javascript:, data:…): refused.
 */
export type OpenDecision = 'oauth-window' | 'external' | 'ask' | 'deny';

export function decideWindowOpen(url: string, publicOrigin: string | null, fromAppWindow = false): OpenDecision {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'deny';
  }
  if (target.protocol === 'vscode:') return fromAppWindow && target.hostname === 'file' ? 'external' : 'deny';
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return 'deny';
  if (publicOrigin !== null && target.origin === publicOrigin) return 'oauth-window';
  return openUrlVerdict(url).kind === 'ask' ? 'ask' : 'external';
}

/** The studio window may only show the app; an OAuth window may follow the provider's pages. */
export function mayNavigate(url: string, { appUrl, isAppWindow }: { appUrl: string; isAppWindow: boolean }): boolean {
  if (isAppWindow) return url === appUrl || url.startsWith(`${appUrl}#`);
  return /^https?:\/\//.test(url);
}
