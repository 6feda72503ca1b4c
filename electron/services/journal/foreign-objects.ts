import type { DatabaseSync } from 'node:sqlite';

/**
 * Schema objects that make SQLite run code the studio did not write while the studio reads or writes
 * its own tables: a trigger runs on a write (one with a recursive query spins at 100 % CPU inside the
 * studio's one thread), a view runs on a read (a view named like a studio table replaces it, since
 * `CREATE TABLE IF NOT EXISTS` leaves it in place), a generated column or an index on an expression
 * evaluates on every write, and a virtual table hands reads to its module. The studio creates none
 * of these but its full-text index (an `fts5` table), so any of them is refused before first use,
 * with its name. CHECK constraints and partial indexes' conditions are not examined: they cannot hold
 * a subquery, so they cannot loop.
 */
export function foreignObjects(db: DatabaseSync): string[] {
  const objects = db.prepare('SELECT type, name, tbl_name AS tableName, sql FROM sqlite_schema').all() as {
    type: string;
    name: string;
    tableName: string;
    sql: string | null;
  }[];
  const found: string[] = [];
  for (const { type, name, tableName, sql } of objects) {
    if (type === 'trigger') found.push(`trigger "${name}" on "${tableName}"`);
    else if (type === 'view') found.push(`view "${name}"`);
    else if (type === 'table' && /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(sql ?? '')) {
      if (!/\bUSING\s+fts5\s*\(/i.test(sql ?? '')) found.push(`virtual table "${name}"`);
    } else if (type === 'table') {
      // hidden 2 and 3: generated columns (virtual and stored).
      const generated = (
        db.prepare('SELECT name, hidden FROM pragma_table_xinfo(?)').all(name) as { name: string; hidden: number }[]
      ).filter((column) => column.hidden === 2 || column.hidden === 3);
      for (const column of generated) found.push(`generated column "${column.name}" of "${name}"`);
    } else if (type === 'index') {
      // cid -2: a key that is an expression, not a column.
      const keys = db.prepare('SELECT cid FROM pragma_index_xinfo(?)').all(name) as { cid: number }[];
      if (keys.some((key) => key.cid === -2)) found.push(`index "${name}" on an expression`);
    }
  }
  return found;
}
