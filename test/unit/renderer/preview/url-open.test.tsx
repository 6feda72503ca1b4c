import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { performAction, type ActionDeps } from '../../../../renderer/src/features/preview/actions.ts';
import { makeStep } from '../../../../renderer/src/features/preview/timeline.ts';
import { openUrlFor } from '../../../../renderer/src/features/preview/usePreview.ts';
import { renderNode } from './render-node.tsx';

/**
 * Frames cannot open local addresses: a URL an integration (or its webframe, whose `{action}` messages
 * take the same path) asks to open runs in the developer's browser, next to every local service.
 */
afterEach(() => vi.restoreAllMocks());

const LOCAL = [
  'http://127.0.0.1:9229/json',
  'http://localhost:3000/admin',
  'https://192.168.1.1/setup',
  'http://[::1]:8080/',
  'http://169.254.169.254/',
];

function stepWith() {
  return makeStep({
    label: 'render',
    action: null,
    frames: [{ componentId: 'block', props: {}, state: { target: 'http://10.0.0.1/reboot' }, element: { type: 'block', children: [] } }],
    status: 200,
    durationMs: 1,
    error: null,
    notice: null,
  });
}

function deps(outcome: Awaited<ReturnType<ActionDeps['openUrl']>> = 'opened') {
  const render = vi.fn<ActionDeps['render']>();
  const openUrl = vi.fn<ActionDeps['openUrl']>(async () => outcome);
  return { render, openUrl };
}

describe('@ui.url.open from an integration or its webframe', () => {
  it('a public http(s) address opens; one on this machine or its private network is handed over with the reason, for a question first', async () => {
    const d = deps();
    const opened = await performAction(stepWith(), 0, { action: '@ui.url.open', url: 'https://example.com/docs' }, d);
    expect(d.openUrl).toHaveBeenLastCalledWith('https://example.com/docs', null);
    expect(opened?.notice).toBe('Opened https://example.com/docs in the browser.');
    for (const url of LOCAL) {
      await performAction(stepWith(), 0, { action: '@ui.url.open', url }, d);
      expect(d.openUrl, url).toHaveBeenLastCalledWith(url, expect.stringContaining('is on this machine or its private network'));
    }
    // A binding resolves first: the check sees the URL that would open.
    await performAction(stepWith(), 0, { action: '@ui.url.open', url: { $state: 'target' } }, d);
    expect(d.openUrl).toHaveBeenLastCalledWith('http://10.0.0.1/reboot', expect.stringContaining('10.0.0.1'));
    expect(d.render).not.toHaveBeenCalled();
  });

  it('file:, javascript: and custom schemes are refused with a notice, nothing opened', async () => {
    const d = deps();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'vscode://file/etc/passwd', 'chrome://settings']) {
      const step = await performAction(stepWith(), 0, { action: '@ui.url.open', url }, d);
      expect(step?.notice).toBe(`Did not open ${JSON.stringify(url)}: not an http(s) or mailto URL.`);
    }
    expect(d.openUrl).not.toHaveBeenCalled();
  });

  it('browser mode asks before a local address opens, naming it; declining opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const opener = openUrlFor('browser');
    expect(await opener('http://localhost:3000/admin', 'localhost:3000 is on this machine or its private network')).toBe('cancelled');
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('http://localhost:3000/admin'));
    expect(open).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    expect(await opener('http://localhost:3000/admin', 'localhost:3000 is on this machine or its private network')).toBe('opened');
    expect(open).toHaveBeenCalledWith('http://localhost:3000/admin', '_blank', 'noopener,noreferrer');
    // A public address opens without a question.
    confirm.mockClear();
    expect(await opener('https://example.com/', null)).toBe('opened');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('in the desktop app a local address goes to the main process, which asks in its own dialog (not asked twice)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(await openUrlFor('electron')('http://192.168.1.1/', '192.168.1.1 is on this machine or its private network')).toBe('handed');
    expect(confirm).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('http://192.168.1.1/', '_blank', 'noopener,noreferrer');
  });
});

describe('links an integration renders', () => {
  it('a link or a Markdown link to a local address is not followed by the browser: a click sends @ui.url.open, which asks', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { dispatch } = renderNode({
      type: 'block',
      children: [
        { type: 'link', target: { url: 'http://127.0.0.1:9229/json' }, children: 'inspector' },
        { type: 'markdown', content: '[router](http://192.168.1.1/) and [docs](https://example.com/docs)' },
      ],
    });
    const inspector = screen.getByRole('link', { name: 'inspector' });
    expect(fireEvent.click(inspector)).toBe(false); // default prevented
    expect(dispatch).toHaveBeenLastCalledWith({ action: '@ui.url.open', url: 'http://127.0.0.1:9229/json' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'router' }))).toBe(false);
    expect(dispatch).toHaveBeenLastCalledWith({ action: '@ui.url.open', url: 'http://192.168.1.1/' });
    // A public link is a plain new-tab link.
    dispatch.mockClear();
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    fireEvent.click(docs);
    expect(dispatch).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
