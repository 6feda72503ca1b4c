import { describe, expect, it } from 'vitest';
import { decideWindowOpen, mayNavigate } from '../../electron/main/window-policy.ts';

const publicOrigin = 'http://127.0.0.1:47111';
const appUrl = 'file:///opt/studio/out/renderer/index.html';

describe('Electron window policy', () => {
  it('a page of the studio public server (OAuth endpoint, mock provider) opens as a child window', () => {
    expect(decideWindowOpen(`${publicOrigin}/i/inst_1/oauth?state=x`, publicOrigin)).toBe('oauth-window');
    expect(decideWindowOpen(`${publicOrigin}/oauth-mock/authorize`, publicOrigin)).toBe('oauth-window');
  });
  it('another http(s) page on the internet goes to the system browser', () => {
    expect(decideWindowOpen('https://docs.example.com/page', publicOrigin)).toBe('external');
    expect(decideWindowOpen('http://docs.example.com/page', publicOrigin, true)).toBe('external');
  });
  it('frames cannot open local addresses: a page on this machine or its private network opens only after the user says yes (a dialog naming it), from any window', () => {
    for (const url of [
      'http://127.0.0.1:47112/i/x',
      'http://localhost:3000/admin',
      'http://content-0123456789.localhost:4001/',
      'https://192.168.1.1/setup',
      'http://10.0.0.8/',
      'http://172.16.4.2:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9229/json',
      'http://0.0.0.0:8000/',
      'http://2130706433/',
    ]) {
      expect(decideWindowOpen(url, publicOrigin, true), url).toBe('ask');
      expect(decideWindowOpen(url, publicOrigin, false), url).toBe('ask');
    }
  });
  it('an editor link to a source line opens in the system handler only from the studio window', () => {
    const link = 'vscode://file/work/it/src/index.tsx:49:21';
    expect(decideWindowOpen(link, publicOrigin, true)).toBe('external');
    // An OAuth window shows third-party pages: they may not open the editor.
    expect(decideWindowOpen(link, publicOrigin, false)).toBe('deny');
    // Only VS Code's file opener, not its other handlers (extensions, settings).
    expect(decideWindowOpen('vscode://vscode.git/clone?url=x', publicOrigin, true)).toBe('deny');
  });
  it('file:, javascript:, data: and garbage are refused', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url']) {
      expect(decideWindowOpen(url, publicOrigin)).toBe('deny');
    }
  });
  it('the studio window never navigates away from the app', () => {
    expect(mayNavigate(appUrl, { appUrl, isAppWindow: true })).toBe(true);
    expect(mayNavigate(`${appUrl}#inspector`, { appUrl, isAppWindow: true })).toBe(true);
    expect(mayNavigate('https://evil.example/', { appUrl, isAppWindow: true })).toBe(false);
    expect(mayNavigate('file:///tmp/x.html', { appUrl, isAppWindow: true })).toBe(false);
  });
  it("an OAuth window may follow the provider's http(s) pages but nothing else", () => {
    expect(mayNavigate('https://github.com/login/oauth/authorize?x=1', { appUrl, isAppWindow: false })).toBe(true);
    expect(mayNavigate('file:///etc/passwd', { appUrl, isAppWindow: false })).toBe(false);
  });
});
