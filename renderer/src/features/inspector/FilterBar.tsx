import { Bookmark, Pause, Play, Search, Trash2 } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import type { SavedFilter } from '../../../../shared/api/inspector.ts';
import type { HttpStatusClass, JournalFilter } from '../../../../shared/api/journal.ts';
import { fromLocalInput, toLocalInput, toggled } from './format.ts';
import { KindPicker } from './KindPicker.tsx';

const STATUSES = ['ok', 'error', 'pending', 'info'] as const;
const HTTP_CLASSES: HttpStatusClass[] = ['2xx', '3xx', '4xx', '5xx', 'none'];
const RANGES = [
  { label: 'Any time', ms: 0 },
  { label: 'Last 5 min', ms: 5 * 60_000 },
  { label: 'Last hour', ms: 60 * 60_000 },
  { label: 'Last 24 h', ms: 24 * 60 * 60_000 },
];

/** Text is applied after a short pause in typing, so each keystroke does not start a query. */
const TEXT_DELAY_MS = 30;

export function FilterBar({
  filter,
  onChange,
  textRef,
  saved,
  onSave,
  onDeleteSaved,
  paused,
  waiting,
  onTogglePause,
  grouped,
  onToggleGrouped,
}: {
  filter: JournalFilter;
  onChange(filter: JournalFilter): void;
  textRef: Ref<HTMLInputElement>;
  saved: SavedFilter[];
  onSave(name: string): void;
  onDeleteSaved(name: string): void;
  paused: boolean;
  waiting: number;
  onTogglePause(): void;
  grouped: boolean;
  onToggleGrouped(): void;
}) {
  const [text, setText] = useState(filter.text ?? '');
  const [naming, setNaming] = useState<string | null>(null);
  const [range, setRange] = useState(0);
  const [customRange, setCustomRange] = useState(false);
  // A saved filter with an end time can only be shown as a custom range.
  const custom = customRange || filter.to !== undefined;
  // A saved filter applied from outside replaces what is typed.
  const [appliedText, setAppliedText] = useState(filter.text);
  if (filter.text !== appliedText) {
    setAppliedText(filter.text);
    setText(filter.text ?? '');
  }
  useEffect(() => {
    if ((filter.text ?? '') === text) return;
    const timer = setTimeout(() => onChange({ ...filter, text: text || undefined }), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter, onChange]);

  const set = (patch: Partial<JournalFilter>) =>
    onChange(
      Object.fromEntries(
        Object.entries({ ...filter, ...patch }).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
      ),
    );
  const toggleStatus = (status: (typeof STATUSES)[number]) => set({ statuses: toggled(filter.statuses, status, STATUSES) });
  const matchingSaved = saved.find((s) => JSON.stringify(s.filter) === JSON.stringify(filter))?.name ?? '';

  return (
    <div className="insp-filters" role="search">
      <label className="insp-search">
        <Search size={14} aria-hidden />
        <input
          ref={textRef}
          type="search"
          value={text}
          placeholder="Search bodies, URLs, headers   /"
          aria-label="Search text"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <KindPicker kinds={filter.kinds ?? []} onChange={(kinds) => set({ kinds })} />
      <div className="insp-chips" role="group" aria-label="Outcome">
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`insp-chip outcome-${status}`}
            aria-pressed={filter.statuses?.includes(status) ?? false}
            onClick={() => toggleStatus(status)}
          >
            {status}
          </button>
        ))}
      </div>
      <div className="insp-chips" role="group" aria-label="HTTP status">
        {HTTP_CLASSES.map((c) => (
          <button
            key={c}
            type="button"
            className="insp-chip"
            title={c === 'none' ? 'requests that got no answer (network error, time-out)' : `answers ${c}`}
            aria-pressed={filter.httpStatus?.includes(c) ?? false}
            onClick={() => set({ httpStatus: toggled(filter.httpStatus, c, HTTP_CLASSES) })}
          >
            {c === 'none' ? 'no answer' : c}
          </button>
        ))}
      </div>
      <input
        aria-label="Event type"
        placeholder="event type"
        size={12}
        value={filter.eventType ?? ''}
        onChange={(e) => set({ eventType: e.target.value.trim() || undefined })}
      />
      <input
        aria-label="Installation"
        placeholder="installation"
        size={10}
        value={filter.installationId ?? ''}
        onChange={(e) => set({ installationId: e.target.value.trim() || undefined })}
      />
      <select
        aria-label="Time range"
        value={custom ? 'custom' : range}
        onChange={(e) => {
          if (e.target.value === 'custom') return setCustomRange(true);
          const ms = Number(e.target.value);
          setCustomRange(false);
          setRange(ms);
          set({ from: ms ? Date.now() - ms : undefined, to: undefined });
        }}
      >
        {RANGES.map((r) => (
          <option key={r.ms} value={r.ms}>
            {r.label}
          </option>
        ))}
        <option value="custom">Between…</option>
      </select>
      {custom && (
        <span className="insp-range" role="group" aria-label="Custom time range">
          <input
            type="datetime-local"
            step={1}
            aria-label="From"
            value={toLocalInput(filter.from)}
            onChange={(e) => set({ from: fromLocalInput(e.target.value) })}
          />
          <span aria-hidden>–</span>
          <input
            type="datetime-local"
            step={1}
            aria-label="To"
            value={toLocalInput(filter.to)}
            // The end is inclusive to the second shown: 12:00:00 keeps a record at 12:00:00.600.
            onChange={(e) => {
              const to = fromLocalInput(e.target.value);
              set({ to: to === undefined ? undefined : Math.floor(to / 1000) * 1000 + 999 });
            }}
          />
        </span>
      )}
      <span className="insp-spacer" />
      <select
        aria-label="Saved filters"
        value={matchingSaved}
        onChange={(e) => onChange(saved.find((s) => s.name === e.target.value)?.filter ?? {})}
      >
        <option value="">{saved.length ? 'Saved filters…' : 'No saved filters'}</option>
        {saved.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
          </option>
        ))}
      </select>
      {naming === null ? (
        <button type="button" className="btn" onClick={() => setNaming('')} title="Save this filter">
          <Bookmark size={14} aria-hidden /> Save
        </button>
      ) : (
        <form
          className="insp-name"
          onSubmit={(event) => {
            event.preventDefault();
            if (naming.trim()) onSave(naming.trim());
            setNaming(null);
          }}
        >
          <input
            autoFocus
            aria-label="Filter name"
            placeholder="name"
            value={naming}
            onChange={(e) => setNaming(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setNaming(null)}
            size={10}
          />
        </form>
      )}
      {matchingSaved && (
        <button
          type="button"
          className="btn"
          title={`Delete saved filter ${matchingSaved}`}
          aria-label={`Delete saved filter ${matchingSaved}`}
          onClick={() => onDeleteSaved(matchingSaved)}
        >
          <Trash2 size={14} aria-hidden />
        </button>
      )}
      <button
        type="button"
        className={`btn${grouped ? ' active' : ''}`}
        aria-pressed={grouped}
        onClick={onToggleGrouped}
        title="Show a webhook event's deliveries and attempts, and a dispatch's fetches, under it"
      >
        Group
      </button>
      <button
        type="button"
        className="btn"
        onClick={onTogglePause}
        aria-pressed={paused}
        title={paused ? 'Resume the live tail' : 'Pause the live tail'}
      >
        {paused ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
        {paused ? `Resume${waiting ? ` (${waiting} new)` : ''}` : 'Live'}
      </button>
    </div>
  );
}
