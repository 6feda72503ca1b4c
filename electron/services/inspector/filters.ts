import type { DatabaseSync } from 'node:sqlite';
import { SavedFilter } from '../../../shared/api/inspector.ts';

/** Saved filters live in the integration's own database, so each integration has its own. */
export function savedFilters(db: DatabaseSync) {
  db.exec('CREATE TABLE IF NOT EXISTS inspector_filters (name TEXT PRIMARY KEY, filter TEXT NOT NULL)');
  const all = () =>
    (
      db.prepare('SELECT name, filter FROM inspector_filters ORDER BY name COLLATE NOCASE').all() as { name: string; filter: string }[]
    ).flatMap((row) => {
      // A filter saved by an older studio that no longer parses is left out rather than breaking the list.
      const parsed = SavedFilter.safeParse({ name: row.name, filter: JSON.parse(row.filter) });
      return parsed.success ? [parsed.data] : [];
    });
  return {
    list: all,
    save(filter: SavedFilter) {
      db.prepare('INSERT INTO inspector_filters (name, filter) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET filter = excluded.filter').run(
        filter.name,
        JSON.stringify(filter.filter),
      );
      return all();
    },
    remove(name: string) {
      db.prepare('DELETE FROM inspector_filters WHERE name = ?').run(name);
      return all();
    },
  };
}
