import { Download, Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { JournalFilter } from '../../../../shared/api/journal.ts';
import { RETENTION_MAX, RETENTION_MIN } from '../../../../shared/api/inspector.ts';
import { StudioError } from '../../../../shared/api/errors.ts';
import { useShortcuts } from '../../lib/shortcuts.ts';
import { useStudio } from '../../lib/studio.tsx';
import { OutboundSettings } from './OutboundAllow.tsx';

function download(fileName: string, mimeType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Messages from this toolbar: what an export wrote, what an import took, or why it refused. */
export interface Notice {
  kind: 'ok' | 'error';
  text: string;
  details?: string[];
}

export function InspectorToolbar({
  total,
  lastQueryMs,
  exportFilter,
  marked,
  onNotice,
}: {
  total: number;
  lastQueryMs: number | null;
  exportFilter: JournalFilter;
  marked: Set<number>;
  onNotice(notice: Notice): void;
}) {
  const { client } = useStudio();
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [retention, setRetention] = useState<{ limit: number; count: number } | null>(null);
  const [limitText, setLimitText] = useState('');
  const harButton = useRef<HTMLButtonElement>(null);
  // The palette entry presses the button, so it exports what the button would (marked or filtered).
  useShortcuts(useMemo(() => [{ label: 'Export HAR', run: () => harButton.current?.click() }], []));

  useEffect(() => {
    client
      .call('inspector.retention.get')
      .then((r) => {
        setRetention(r);
        setLimitText(String(r.limit));
      })
      .catch(() => {});
  }, [client]);

  const run = async (label: string, work: () => Promise<Notice>) => {
    setBusy(label);
    try {
      onNotice(await work());
    } catch (error) {
      const issues = error instanceof StudioError ? error.issues?.map((i) => `${i.path}: ${i.message}`) : undefined;
      onNotice({ kind: 'error', text: (error as Error).message, details: issues });
    } finally {
      setBusy(null);
    }
  };

  const exportAs = (format: 'har' | 'ndjson') =>
    run(`Exporting ${format.toUpperCase()}…`, async () => {
      const result = await client.call('inspector.export', marked.size ? { format, ids: [...marked] } : { format, filter: exportFilter });
      download(result.fileName, result.mimeType, result.content);
      const what = marked.size ? 'marked records' : 'records matching the filter';
      return {
        kind: 'ok',
        text: `Exported ${result.count} ${what} to ${result.fileName}${result.skipped ? ` (${result.skipped} without an HTTP exchange have no HAR form and were left out)` : ''}.`,
      };
    });

  const importFile = (file: File) =>
    run(`Importing ${file.name}…`, async () => {
      const result = await client.call('inspector.import', { ndjson: await file.text() });
      return { kind: 'ok', text: `Imported ${result.imported} records from ${file.name}.` };
    });

  return (
    <div className="toolbar insp-toolbar">
      <h1 className="insp-title">Inspector</h1>
      <span className="muted" data-testid="record-count" aria-live="polite">
        {total.toLocaleString()} {total === 1 ? 'record' : 'records'}
        {lastQueryMs !== null && ` · ${Math.round(lastQueryMs)} ms`}
        {marked.size > 0 && ` · ${marked.size} marked`}
      </span>
      {busy && (
        <span className="insp-busy" role="progressbar" aria-label={busy}>
          {busy}
        </span>
      )}
      <span className="insp-spacer" />
      <button
        type="button"
        className="btn"
        ref={harButton}
        onClick={() => exportAs('har')}
        disabled={!!busy}
        title={marked.size ? 'Export the marked records as HAR' : 'Export the HTTP exchanges matching the filter as HAR'}
      >
        <Download size={14} aria-hidden /> HAR
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => exportAs('ndjson')}
        disabled={!!busy}
        title={marked.size ? 'Export the marked records as NDJSON' : 'Export the records matching the filter as NDJSON'}
      >
        <Download size={14} aria-hidden /> NDJSON
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => fileInput.current?.click()}
        disabled={!!busy}
        title="Import records from an NDJSON export"
      >
        <Upload size={14} aria-hidden /> Import
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".ndjson,.jsonl,.json,application/x-ndjson"
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <OutboundSettings onNotice={onNotice} />
      <details className="insp-settings">
        <summary title="How many records the journal keeps">Keep {retention ? retention.limit.toLocaleString() : '…'}</summary>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('Saving retention…', async () => {
              const next = await client.call('inspector.retention.set', { limit: Number(limitText) });
              setRetention(next);
              return {
                kind: 'ok',
                text: `The journal now keeps the newest ${next.limit.toLocaleString()} records; older ones are removed in the background.`,
              };
            });
          }}
        >
          <label>
            Keep the newest{' '}
            <input
              type="number"
              min={RETENTION_MIN}
              max={RETENTION_MAX}
              step={1000}
              value={limitText}
              onChange={(e) => setLimitText(e.target.value)}
              aria-label="Records to keep"
            />{' '}
            records
          </label>
          <button type="submit" className="btn">
            Apply
          </button>
        </form>
      </details>
      {confirmClear ? (
        <>
          <button
            type="button"
            className="btn danger"
            onClick={() => {
              setConfirmClear(false);
              void run('Clearing…', async () => ({
                kind: 'ok',
                text: `Deleted ${(await client.call('inspector.clear')).deleted} records.`,
              }));
            }}
          >
            Delete every record?
          </button>
          <button type="button" className="btn" onClick={() => setConfirmClear(false)}>
            Keep
          </button>
        </>
      ) : (
        <button type="button" className="btn" onClick={() => setConfirmClear(true)} title="Delete every record of the journal">
          <Trash2 size={14} aria-hidden /> Clear
        </button>
      )}
    </div>
  );
}
