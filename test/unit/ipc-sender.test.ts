import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../electron/main/trusted-sender.ts';

const appUrl = 'file:///opt/studio/out/renderer/index.html';
function fakeEvent(url: string, { subframe = false } = {}) {
  const mainFrame = { url };
  return { senderFrame: subframe ? { url } : mainFrame, sender: { mainFrame } };
}

describe('IPC sender check', () => {
  it("accepts the app's own main frame", () => {
    expect(isTrustedSender(fakeEvent(appUrl), appUrl)).toBe(true);
    expect(isTrustedSender(fakeEvent(`${appUrl}#inspector`), appUrl)).toBe(true);
  });
  it('refuses a subframe, even one showing the app page (a webframe preview)', () => {
    expect(isTrustedSender(fakeEvent(appUrl, { subframe: true }), appUrl)).toBe(false);
  });
  it('refuses a main frame navigated elsewhere', () => {
    expect(isTrustedSender(fakeEvent('https://evil.example/'), appUrl)).toBe(false);
    expect(isTrustedSender(fakeEvent('file:///tmp/other.html'), appUrl)).toBe(false);
  });
  it('refuses a destroyed frame', () => {
    expect(isTrustedSender({ senderFrame: null, sender: { mainFrame: { url: appUrl } } }, appUrl)).toBe(false);
  });
  it('checks the origin of the dev server in development', () => {
    expect(isTrustedSender(fakeEvent('http://localhost:5173/'), 'http://localhost:5173')).toBe(true);
    expect(isTrustedSender(fakeEvent('http://localhost:5174/'), 'http://localhost:5173')).toBe(false);
  });
});
