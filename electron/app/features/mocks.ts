import { stringify } from 'yaml';
import type { mocksMethods } from '../../../shared/api/mocks.ts';
import { StudioError } from '../../../shared/api/errors.ts';
import { suggestMockName } from '../../../shared/mocks/draft.ts';
import type { HttpExchange } from '../../../shared/journal/records.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { assertWriteTarget } from '../../services/workspace/workspace.ts';
import {
  freeMockName,
  mockFromExchange,
  mockText,
  MOCK_SCHEMA_FILE,
  removeMock,
  saveMockText,
  setMockEnabled,
} from '../../services/mocks/store.ts';
import { mockHitsFromJournal, type MockHits } from '../../services/mocks/journal-hits.ts';

export interface MocksDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'workspace' | 'journal' | 'host'>>;
}

/** The bytes a journaled body stood for (its preview: the caller says when it was cut). */
const bodyBytes = (message: NonNullable<HttpExchange['response']>) =>
  message.bodyEncoding === 'base64' ? new Uint8Array(Buffer.from(message.body, 'base64')) : new TextEncoder().encode(message.body);

const lastRequest = (last: MockHits['last']) => (last ? { at: last.at, method: last.method, url: last.url } : null);

export function handlers(deps: MocksDeps): FeatureHandlers<typeof mocksMethods> {
  const writable = (workspaceId: string | undefined) => {
    const session = deps.session.require();
    assertWriteTarget(session.workspace, { workspaceId });
    return session;
  };
  return {
    'mocks.list': async () => {
      const session = deps.session.require();
      const dir = session.workspace.dir;
      try {
        const listed = session.host.outbound.mocks.list();
        const counted = mockHitsFromJournal(session.journal);
        return {
          mode: session.host.outbound.mode(),
          error: null,
          mocks: listed.map((entry) => ({
            name: entry.name,
            file: entry.file,
            text: mockText(dir, entry.name)?.text ?? '',
            method: entry.mock.request.method ?? null,
            url: entry.mock.request.url,
            disabled: entry.mock.disabled === true,
            hits: counted.get(entry.name)?.session ?? 0,
            journalHits: counted.get(entry.name)?.journal ?? 0,
            lastRequest: lastRequest(counted.get(entry.name)?.last ?? null),
          })),
        };
      } catch (error) {
        // A bad file (named in the message, with the field) is shown where the list would be, to fix in the editor.
        return { mode: session.host.outbound.mode(), error: (error as Error).message, mocks: [] };
      }
    },
    'mocks.fromRecord': async ({ recordId }) => {
      const session = deps.session.require();
      const record = session.journal.get(recordId);
      if (!record || record.kind !== 'outbound.fetch')
        throw new StudioError(
          'not-found',
          `Record #${recordId} is not an outbound call: only an outbound call's answer can become a mock.`,
        );
      const exchange = record.data as HttpExchange;
      if (!exchange.response)
        throw new StudioError(
          'invalid-input',
          `Record #${recordId} got no answer (${exchange.error ?? 'refused'}): there is no response to mock. Write one with a status and a body.`,
        );
      const { mock, references } = mockFromExchange({
        method: exchange.request.method,
        url: exchange.request.url,
        status: exchange.response.status,
        headers: exchange.response.headers,
        body: bodyBytes(exchange.response),
      });
      const notes = [
        exchange.response.truncated
          ? `The journal kept ${exchange.response.body.length} of ${exchange.response.bodySize} bytes of the body: complete it before saving.`
          : null,
        references.length ? `Credential headers became references: set ${references.join(', ')} in .env to replay them.` : null,
      ].filter(Boolean);
      return {
        name: freeMockName(session.workspace.dir, suggestMockName(exchange.request.method, exchange.request.url)),
        text: stringify({ $schema: `./${MOCK_SCHEMA_FILE}`, ...mock }, { lineWidth: 0 }),
        note: notes.length ? notes.join(' ') : null,
      };
    },
    'mocks.save': async ({ name, text, overwrite, workspaceId }) => ({
      file: await saveMockText(writable(workspaceId).workspace.dir, name, text, { overwrite }),
    }),
    'mocks.remove': async ({ name, workspaceId }) => ({ file: await removeMock(writable(workspaceId).workspace.dir, name) }),
    'mocks.setEnabled': async ({ name, enabled, workspaceId }) => ({
      file: await setMockEnabled(writable(workspaceId).workspace.dir, name, enabled),
    }),
    'mocks.setMode': async ({ mode }) => {
      deps.session.require().host.outbound.setMode(mode);
      return { mode };
    },
  };
}
