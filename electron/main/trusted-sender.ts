/**
 * Only the app's own top-level page may call the Studio API: not an iframe (webframes of previews),
 * not a page the window was somehow navigated to. Kept free of the `electron` import so it can be
 * tested with a fake event.
 */
export interface SenderFrameLike {
  url: string;
}
export interface IpcEventLike {
  senderFrame: SenderFrameLike | null;
  sender: { mainFrame: SenderFrameLike };
}

export function isTrustedSender(event: IpcEventLike, appUrl: string): boolean {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return false;
  try {
    const expected = new URL(appUrl);
    const actual = new URL(frame.url);
    if (expected.protocol === 'file:') return actual.protocol === 'file:' && actual.pathname === expected.pathname;
    return actual.origin === expected.origin;
  } catch {
    return false;
  }
}
