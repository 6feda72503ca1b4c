import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../../../shared/journal/record.ts';
import { fakeLayout, renderInspector } from './harness.tsx';

const rows = () => within(screen.getByRole('listbox', { name: 'Journal records' })).getAllByRole('option');
const T = 1_700_000_000_000;
const base = { status: 'info' as const, installationId: 'inst_site', origin: null };

/** A fetch_published_script dispatch and, much later, what its script did on a page. */
const story: StoredRecord[] = [
  {
    ...base,
    id: 1,
    ts: T,
    kind: 'dispatch',
    status: 'ok',
    summary: 'fetch_published_script → 200',
    parentId: null,
    data: { eventType: 'fetch_published_script', error: 'none' },
  },
  {
    ...base,
    id: 2,
    ts: T + 1,
    kind: 'site.script',
    status: 'ok',
    summary: 'script of inst_site injected',
    parentId: 1,
    data: {
      installationId: 'inst_site',
      outcome: 'injected',
      error: null,
      fromCache: false,
      cacheControl: 'max-age=3600',
      csp: 'script-src https://static.hotjar.com',
      bytes: 2048,
    },
  },
  {
    ...base,
    id: 3,
    ts: T + 60_000,
    kind: 'site.request',
    summary: 'POST https://in.hotjar.com/api/v2/client held',
    parentId: 1,
    data: {
      page: '/getting-started',
      url: 'https://in.hotjar.com/api/v2/client',
      method: 'POST',
      outcome: 'held',
      status: 204,
      consent: 'granted',
    },
  },
  {
    ...base,
    id: 4,
    ts: T + 61_000,
    kind: 'site.csp',
    status: 'error',
    summary: 'CSP blocked https://evil.example/x.js',
    parentId: 1,
    data: {
      page: '/',
      blockedUrl: 'https://evil.example/x.js',
      directive: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'https://static.hotjar.com/c/hotjar-1.js',
      line: 12,
      sample: null,
      consent: 'denied',
    },
  },
  {
    ...base,
    id: 5,
    ts: T + 62_000,
    kind: 'site.console',
    status: 'error',
    summary: 'TypeError: boom',
    parentId: 1,
    data: {
      page: '/',
      level: 'error',
      message: 'TypeError: boom',
      source: 'error',
      stack: 'TypeError: boom\n    at track (https://static.hotjar.com/c/hotjar-1.js:3:9)',
      consent: 'unset',
    },
  },
];

beforeEach(() => fakeLayout());

describe("the Inspector reads the published site's records", () => {
  it('they sit under the dispatch that produced the script, with their own kind labels', async () => {
    await renderInspector(story as never);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveAttribute('data-kind', 'dispatch');
    fireEvent.click(screen.getByRole('button', { name: 'Expand 4 linked records' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((r) => r.dataset.kind)).toEqual(['dispatch', 'site.script', 'site.request', 'site.csp', 'site.console']);
    const request = rows()[2]!;
    expect(request).toHaveTextContent('site req');
    expect(request).toHaveTextContent('204');
    expect(rows()[3]).toHaveTextContent('csp');
  });

  it("a request's detail names its page, outcome, status and the consent it was made under", async () => {
    await renderInspector(story as never);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Expand 4 linked records' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(rows()[2]!);
    const detail = await screen.findByLabelText(/^Record \d+$/);
    await waitFor(() => expect(within(detail).getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true'));
    const panel = within(detail).getByRole('tabpanel');
    expect(panel).toHaveTextContent('POST https://in.hotjar.com/api/v2/client');
    expect(panel).toHaveTextContent('held: the outbound mode is not live');
    expect(panel).toHaveTextContent('/getting-started');
    expect(panel).toHaveTextContent('granted (the consent cookie said yes)');
    expect(detail).toHaveTextContent('Part of event');
  });

  it("a violation's detail names the directive, the blocked address and where it came from; a console error gets its stack", async () => {
    await renderInspector(story as never);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Expand 4 linked records' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(rows()[3]!);
    let detail = await screen.findByLabelText(/^Record \d+$/);
    await waitFor(() => expect(within(detail).getByRole('tabpanel')).toHaveTextContent('script-src-elem'));
    expect(within(detail).getByRole('tabpanel')).toHaveTextContent('https://evil.example/x.js');
    expect(within(detail).getByRole('tabpanel')).toHaveTextContent('https://static.hotjar.com/c/hotjar-1.js:12');
    expect(within(detail).getByRole('tabpanel')).toHaveTextContent('enforced: the browser refused it');

    fireEvent.click(rows()[4]!);
    await waitFor(() => expect(screen.getByLabelText(/^Record \d+$/)).toHaveTextContent('TypeError: boom'));
    detail = screen.getByLabelText(/^Record \d+$/);
    expect(within(detail).getByRole('tab', { name: 'Stack trace' })).toBeInTheDocument();
    expect(within(detail).getByRole('tabpanel')).toHaveTextContent('an uncaught error');
  });

  it("the dispatch's waterfall leaves out what its script did on pages later (it did not happen inside the dispatch)", async () => {
    await renderInspector(story as never);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(rows()[0]!);
    const detail = await screen.findByLabelText(/^Record \d+$/);
    fireEvent.click(await within(detail).findByRole('tab', { name: 'Waterfall' }));
    const waterfall = within(detail).getByRole('table', { name: 'Waterfall' });
    expect(within(waterfall).getAllByRole('row')).toHaveLength(1);
    expect(waterfall).not.toHaveTextContent('hotjar');
  });
});
