import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { JournalRecord } from '../../../../shared/api/journal.ts';
import type { MockSummary } from '../../../../shared/api/mocks.ts';
import { matchesRequest } from '../../../../shared/mocks/match.ts';
import { Mock } from '../../../../shared/mocks/schema.ts';
import MocksFeature from '../../../../renderer/src/features/mocks/index.tsx';
import { MockThisRequest, MockThisResponse } from '../../../../renderer/src/features/mocks/MockThis.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const message = { headers: {}, body: '', bodyEncoding: 'utf8' as const, bodySize: 0, truncated: false };

/** An outbound call as the host journals it: refused under lockdown (no response) or answered. */
function outbound(url: string, answered: boolean): JournalRecord {
  return {
    id: 7,
    ts: Date.now(),
    kind: 'outbound.fetch',
    status: answered ? 'ok' : 'error',
    summary: `GET ${url}`,
    installationId: null,
    parentId: null,
    data: {
      request: { method: 'GET', url, ...message },
      response: answered ? { status: 200, ...message } : null,
      durationMs: answered ? 3 : null,
      error: answered ? null : 'lockdown: no mock answers GET …',
      stub: false,
      refused: null,
    },
  };
}

/** A client answering the mocks methods the UI calls, keeping what it was asked to save. */
function fakeStudio(mocks: MockSummary[] = []) {
  const saved: { name: string; text: string }[] = [];
  const client = {
    async call(method: string, input: { name: string; text: string }) {
      if (method === 'workspace.current') return null;
      if (method === 'mocks.list') return { mode: 'lockdown', mocks, error: null };
      if (method === 'mocks.save') {
        saved.push(input);
        return { file: `mocks/${input.name}.yaml` };
      }
      throw new Error(`not in this fake: ${method}`);
    },
    subscribe: () => () => {},
  } as unknown as StudioClient;
  const wrap = (node: React.ReactNode) =>
    render(<StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>{node}</StudioProvider>);
  return { saved, wrap };
}

describe('mocks from the UI when offline', () => {
  it('a failed outbound call offers Mock this request, pre-filled with its method, its URL as a pattern and a 200 JSON answer, and the saved mock answers the call', async () => {
    const url = 'https://gitlab.example.com/api/v4/projects?membership=true&private_token=s3cret';
    const { saved, wrap } = fakeStudio();
    const notes: string[] = [];
    wrap(<MockThisRequest record={outbound(url, false)} onDone={(note) => notes.push(note)} />);
    fireEvent.click(screen.getByRole('button', { name: /Mock this request/ }));
    const form = screen.getByRole('form', { name: 'Mock this request' });
    expect(within(form).getByLabelText('Mock name')).toHaveValue('get-gitlab.example.com-api-v4-projects');
    const text = (within(form).getByLabelText('Mock (YAML)') as HTMLTextAreaElement).value;
    // The query's values (a token among them) are not written: a pattern without a query matches any.
    expect(text).not.toContain('s3cret');
    const mock = Mock.parse(parse(text));
    expect(mock.request).toEqual({ method: 'GET', url: 'https://gitlab.example.com/api/v4/projects' });
    expect(mock.answer).toEqual({ status: 200, json: { ok: true } });
    fireEvent.change(within(form).getByLabelText('Mock (YAML)'), { target: { value: text.replace('ok: true', 'projects: []') } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save mock' }));
    await waitFor(() => expect(notes).toEqual([expect.stringMatching(/^Saved mocks\/get-gitlab\.example\.com-api-v4-projects\.yaml/)]));
    const written = Mock.parse(parse(saved[0]!.text));
    expect(written.answer).toEqual({ status: 200, json: { projects: [] } });
    expect(matchesRequest(written.request, { method: 'GET', url, headers: new Headers(), body: null })).toBe(true);
  });

  it('an answered call offers Mock this response and not Mock this request', () => {
    const { wrap } = fakeStudio();
    wrap(
      <>
        <MockThisRequest record={outbound('https://a.test/x', true)} onDone={() => {}} />
        <MockThisResponse record={outbound('https://a.test/x', true)} onDone={() => {}} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Mock this request/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Mock this response/ })).toBeInTheDocument();
  });

  it('the Mocks pane’s New mock opens the same form with a mock to fill in, and saves it to mocks/', async () => {
    const { saved, wrap } = fakeStudio();
    wrap(<MocksFeature />);
    fireEvent.click(await screen.findByRole('button', { name: /New mock/ }));
    const form = screen.getByRole('form', { name: 'New mock' });
    const text = (within(form).getByLabelText('Mock (YAML)') as HTMLTextAreaElement).value;
    expect(Mock.parse(parse(text)).answer).toEqual({ status: 200, json: { ok: true } });
    fireEvent.change(within(form).getByLabelText('Mock name'), { target: { value: 'items' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save mock' }));
    expect(await screen.findByText(/^Saved mocks\/items\.yaml: the next matching call/)).toBeInTheDocument();
    expect(saved.map((one) => one.name)).toEqual(['items']);
    expect(screen.queryByRole('form', { name: 'New mock' })).toBeNull();
  });
});

describe('mock hit counts', () => {
  it('the Mocks pane shows this session’s hits and the journal’s, labelled', async () => {
    const { wrap } = fakeStudio([
      {
        name: 'projects',
        file: 'mocks/projects.yaml',
        text: '',
        method: 'GET',
        url: 'https://gitlab.example.com/api/v4/projects?*',
        disabled: false,
        hits: 1,
        journalHits: 5,
        lastRequest: null,
      },
    ]);
    wrap(<MocksFeature />);
    const item = await screen.findByRole('listitem', { name: 'Mock projects' });
    expect(item).toHaveTextContent('1 hit this session · 5 in the journal');
  });
});
