import type { JournalRecord } from '../../../shared/api/journal.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';
import { standInOf } from '../../../shared/mocks/stand-in.ts';
import type { Journal } from '../journal/journal.ts';
import { suggestMockName } from '../../../shared/mocks/draft.ts';
import { freeMockName, mockFromExchange, saveMock } from './store.ts';

type OutboundData = HttpExchange & { stub?: boolean; mock?: string };

/** The dispatch records behind a record: itself when it is one, the dispatch a public-endpoint request led to. */
function dispatchesOf(journal: Pick<Journal, 'get' | 'links'>, id: number): JournalRecord[] {
  const record = journal.get(id);
  if (!record) return [];
  if (record.kind === 'dispatch') return [record];
  return journal.links(id).children.filter((child) => child.kind === 'dispatch');
}

/**
 * Saves the answers a dispatch's outbound calls got as mocks, for a fixture captured from it: an
 * answer a mock of the folder gave names that mock; one from the network (or the OAuth stand-in) becomes a new mock (credentials as
 * `${{ env.… }}` references). Calls to the platform API (the emulator answers them), calls that got
 * no answer and answers the journal kept only in part are left out and listed in `skipped`.
 */
export async function saveDispatchAnswersAsMocks(
  journal: Pick<Journal, 'get' | 'links'>,
  dir: string,
  recordId: number,
): Promise<{ names: string[]; references: string[]; skipped: string[] }> {
  const names: string[] = [];
  const references = new Set<string>();
  const skipped: string[] = [];
  for (const dispatch of dispatchesOf(journal, recordId)) {
    const calls = journal.links(dispatch.id).children.filter((child) => child.kind === 'outbound.fetch');
    for (const call of calls) {
      const data = call.data as OutboundData;
      const what = `${data.request.method} ${data.request.url}`;
      // The OAuth stand-in is no file of mocks/ and trades only codes of this run: its answer is saved like the network's.
      if (data.mock && !standInOf(data.mock)) {
        if (!names.includes(data.mock)) names.push(data.mock);
        continue;
      }
      if (data.stub) continue;
      if (!data.response) {
        skipped.push(`${what} (no answer)`);
        continue;
      }
      if (data.response.truncated) {
        skipped.push(`${what} (the journal kept only part of its body)`);
        continue;
      }
      const body =
        data.response.bodyEncoding === 'base64'
          ? new Uint8Array(Buffer.from(data.response.body, 'base64'))
          : new TextEncoder().encode(data.response.body);
      const made = mockFromExchange({
        method: data.request.method,
        url: data.request.url,
        status: data.response.status,
        headers: data.response.headers,
        body,
      });
      const name = freeMockName(dir, suggestMockName(data.request.method, data.request.url));
      await saveMock(dir, name, made.mock);
      made.references.forEach((reference) => references.add(reference));
      names.push(name);
    }
  }
  return { names, references: [...references], skipped };
}
