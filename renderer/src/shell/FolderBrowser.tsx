import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import type { FolderEntry, FolderListing } from '../../../shared/api/index.ts';
import { useStudio } from '../lib/studio.tsx';

/** The folder holding `path` (renderer code has no node:path); the root is its own parent. */
export function parentOf(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  const cut = trimmed.replace(/[\\/][^\\/]*$/, '');
  return cut === '' ? '/' : cut;
}

const lastName = (path: string) =>
  path
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .pop() || path;

type Row = { kind: 'up'; path: string } | { kind: 'folder'; entry: FolderEntry };

export interface FolderBrowserHandle {
  focus(): void;
}

/**
 * Open folder's folder browser: the sub-folders the studio lists (workspace.browse, through the gate
 * like every call), so browser mode can find a folder without knowing its path. Click or Enter enters
 * a folder, Backspace or `..` goes up; a folder holding a manifest is marked, and Enter or a
 * double-click opens it. With no listing at all (an older studio), nothing is shown: the path box still opens any folder.
 */
export const FolderBrowser = forwardRef<
  FolderBrowserHandle,
  {
    /** Where to start; the user's home (the studio's default) when null or unreadable. */
    start: string | null;
    /** The browser moved to, or picked, a folder: the path box follows. */
    onPlace(path: string): void;
    onOpen(path: string): void;
    /** ↑ on the first row: back to the path box. */
    onLeaveTop(): void;
  }
>(function FolderBrowser({ start, onPlace, onOpen, onLeaveTop }, ref) {
  const { client } = useStudio();
  const [listing, setListing] = useState<FolderListing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  // A large folder is listed in part: the filter asks the studio for the folders whose name holds it.
  const [filter, setFilter] = useState('');
  // Only the newest answer is shown: a slow listing of a large folder must not replace a newer one.
  const asked = useRef(0);
  const [highlighted, setHighlighted] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => list.current?.focus() }), []);

  const browse = useCallback(
    (path: string | undefined, showHidden: boolean, text = '') =>
      client.call('workspace.browse', {
        ...(path ? { path } : {}),
        ...(showHidden ? { hidden: true } : {}),
        ...(text.trim() ? { filter: text.trim() } : {}),
      }),
    [client],
  );

  useEffect(() => {
    let live = true;
    browse(start ?? undefined, false)
      .catch(() => (start ? browse(undefined, false) : Promise.reject(new Error('no listing'))))
      .then(
        (answer) => live && setListing(answer),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [browse, start]);

  const go = async (path: string, showHidden = hidden, place = true, text = '') => {
    const ask = ++asked.current;
    if (place) setFilter('');
    try {
      const answer = await browse(path, showHidden, text);
      if (ask !== asked.current) return;
      setListing(answer);
      setError(null);
      setHighlighted(0);
      if (place) onPlace(answer.path);
    } catch (failure) {
      if (ask !== asked.current) return;
      // The listing stays where it was; the reason names the folder.
      setError((failure as Error).message);
    }
  };

  if (!listing) return null;
  const rows: Row[] = [
    ...(listing.parent ? [{ kind: 'up' as const, path: listing.parent }] : []),
    ...listing.folders.map((entry) => ({ kind: 'folder' as const, entry })),
  ];
  const current = Math.min(highlighted, rows.length - 1);
  const activate = (row: Row | undefined) => {
    if (!row) return;
    if (row.kind === 'up') void go(row.path);
    else if (row.entry.manifest) onOpen(row.entry.path);
    else void go(row.entry.path);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (e.key === 'ArrowUp' && current <= 0) return onLeaveTop();
      setHighlighted(Math.max(0, Math.min(rows.length - 1, current + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      activate(rows[current]);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      if (listing.parent) void go(listing.parent);
    }
  };
  const rowId = (index: number) => `open-folder-browse-${index}`;

  return (
    <div className="folder-browser">
      <div className="folder-browser-head">
        <span className="open-folder-note" id="folder-browser-label">
          Folders in <code>{listing.path}</code> (↑/↓, Enter, Backspace goes up)
        </span>
        <label className="open-folder-note">
          <input
            type="checkbox"
            checked={hidden}
            onChange={(e) => (setHidden(e.target.checked), void go(listing.path, e.target.checked, false, filter))}
          />{' '}
          Hidden
        </label>
      </div>
      {listing.places.length > 0 && (
        <div className="folder-browser-places" role="group" aria-label="Places">
          {listing.places.slice(0, 5).map((place, index) => (
            <button type="button" key={place} className="btn" title={place} onClick={() => void go(place)}>
              {index === 0 ? '~ Home' : lastName(place)}
            </button>
          ))}
        </div>
      )}
      {(listing.truncated || filter) && (
        <input
          type="search"
          className="folder-browser-filter"
          aria-label="Filter folders"
          placeholder="Type to filter the folders here"
          value={filter}
          onChange={(e) => (setFilter(e.target.value), void go(listing.path, hidden, false, e.target.value))}
        />
      )}
      {error && (
        <p className="status-error open-folder-note" role="status">
          {error}
        </p>
      )}
      <ul
        ref={list}
        className="open-folder-recent folder-browser-list"
        role="listbox"
        tabIndex={0}
        aria-labelledby="folder-browser-label"
        aria-activedescendant={rows.length ? rowId(current) : undefined}
        onKeyDown={onKeyDown}
      >
        {rows.map((row, index) => {
          const selected = index === current;
          if (row.kind === 'up')
            return (
              <li
                key=".."
                id={rowId(index)}
                role="option"
                aria-selected={selected}
                className={selected ? 'selected' : undefined}
                onClick={() => activate(row)}
              >
                <code>..</code> <span className="muted">up to {row.path}</span>
              </li>
            );
          const { entry } = row;
          return (
            <li
              key={entry.path}
              id={rowId(index)}
              role="option"
              aria-selected={selected}
              className={[selected ? 'selected' : '', entry.manifest ? 'integration' : ''].join(' ').trim() || undefined}
              title={entry.symlink ? `${entry.path} → ${entry.symlink}` : entry.path}
              onClick={() => {
                setHighlighted(index);
                // A marked folder is a choice, not a place: the path box takes it and a double-click (or Enter) opens it.
                if (entry.manifest) onPlace(entry.path);
                else void go(entry.path);
              }}
              onDoubleClick={() => entry.manifest && onOpen(entry.path)}
            >
              <span aria-hidden="true">{entry.manifest ? '◆' : entry.symlink ? '↪' : '▸'}</span> {entry.name}
              {entry.symlink && <span className="muted"> → {entry.symlink}</span>}
              {entry.manifest && <span className="folder-browser-mark">integration</span>}
            </li>
          );
        })}
        {rows.length === 0 && <li className="muted">No folders here{hidden ? '' : ' (hidden ones left out)'}.</li>}
      </ul>
      {listing.truncated && (
        <p className="open-folder-note" role="note">
          {listing.more > 0
            ? `${listing.more.toLocaleString()} more folder${listing.more === 1 ? '' : 's'}${filter.trim() ? ' match' : ''}, not listed: type to filter.`
            : null}
          {listing.complete
            ? null
            : ` This folder holds too many entries to look through at once: only part of it was read. Type to filter, or type the path.`}
        </p>
      )}
    </div>
  );
});
