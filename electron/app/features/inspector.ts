import pkg from '../../../package.json' with { type: 'json' };
import { StudioError } from '../../../shared/api/errors.ts';
import type { inspectorMethods } from '../../../shared/api/inspector.ts';
import { toHar } from '../../../shared/inspector/har.ts';
import { parseNdjson, toNdjson } from '../../../shared/inspector/ndjson.ts';
import type { StoredRecord } from '../../../shared/api/journal.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import { maskCredentialFields } from '../../services/journal/redactor.ts';
import { savedFilters } from '../../services/inspector/filters.ts';
import { replay } from '../../services/inspector/replay.ts';

/** Records stored by studios before credential headers were masked may hold them in clear: an export never does. */
function withCredentialsMasked(record: StoredRecord): StoredRecord {
  const text = JSON.stringify(record.data);
  const masked = maskCredentialFields(text);
  return masked === text ? record : { ...record, data: JSON.parse(masked) };
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-').slice(0, 19);

export interface InspectorDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'workspace' | 'journal' | 'db'>>;
  publicServer: { readonly origin: string };
}

export function handlers(deps: InspectorDeps): FeatureHandlers<typeof inspectorMethods> {
  const journal = () => deps.session.require().journal;
  const filters = () => savedFilters(deps.session.require().db);
  const retention = () => ({ limit: journal().retention(), count: journal().count() });
  return {
    'inspector.query': async (query) => journal().query(query),
    'inspector.get': async ({ id }) => {
      const record = journal().get(id);
      if (!record) throw new StudioError('not-found', `No journal record ${id}: it may have been cleared or pruned by retention.`);
      return { record, links: journal().links(id) };
    },
    'inspector.clear': async () => ({ deleted: journal().clear() }),
    'inspector.export': async ({ format, ids, filter }) => {
      const records = journal().select({ ids, filter }).map(withCredentialsMasked);
      const name = `${deps.session.require().workspace.name ?? 'studio'}-${stamp(new Date())}`.replace(/[^\w.-]+/g, '-');
      if (format === 'ndjson') {
        return {
          format,
          fileName: `${name}.ndjson`,
          mimeType: 'application/x-ndjson',
          content: toNdjson(records),
          count: records.length,
          skipped: 0,
        };
      }
      const { har, count, skipped } = toHar(
        records,
        { name: 'Integration Studio', version: pkg.version },
        { origin: deps.publicServer.origin },
      );
      return { format, fileName: `${name}.har`, mimeType: 'application/json', content: JSON.stringify(har, null, 2), count, skipped };
    },
    'inspector.import': async ({ ndjson }) => {
      const parsed = parseNdjson(ndjson);
      if (!parsed.ok) {
        const first = parsed.problems[0]!;
        throw new StudioError(
          'invalid-input',
          `Not a journal export: line ${first.line}: ${first.message}${parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more problems)` : ''}.`,
          parsed.problems.map((p) => ({ path: `line ${p.line}`, message: p.message })),
        );
      }
      if (parsed.records.length === 0) throw new StudioError('invalid-input', 'The file holds no records: every line is empty.');
      return journal().importRecords(parsed.records);
    },
    'inspector.replay': async ({ id, edit }) => {
      const record = journal().get(id);
      if (!record) throw new StudioError('not-found', `No journal record ${id}: it may have been cleared or pruned by retention.`);
      return replay(journal(), deps.publicServer.origin, record, edit);
    },
    'inspector.filters.list': async () => filters().list(),
    'inspector.filters.save': async (filter) => filters().save(filter),
    'inspector.filters.delete': async ({ name }) => filters().remove(name),
    'inspector.retention.get': async () => retention(),
    'inspector.retention.set': async ({ limit }) => {
      journal().setRetention(limit);
      return retention();
    },
  };
}
