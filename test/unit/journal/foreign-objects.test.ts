import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/services/journal/database.ts';
import { DamagedDatabaseError, ForeignObjectsError } from '../../../electron/services/journal/errors.ts';
import { openHeadlessJournal } from '../../../electron/services/journal/open.ts';

const root = mkdtempSync(join(tmpdir(), 'foreign-objects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A workspace whose database someone else wrote, holding `extra`. */
function workspaceWith(extra: string): string {
  const dir = join(root, `w${++folders}`);
  mkdirSync(join(dir, '.studio'), { recursive: true });
  const db = new DatabaseSync(join(dir, '.studio', 'studio.db'));
  db.exec(extra);
  db.close();
  return dir;
}

describe('a workspace database holding objects that run code is refused before use, each named', () => {
  it.each([
    ['a trigger', 'CREATE TABLE t (a); CREATE TRIGGER t_spin AFTER INSERT ON t BEGIN SELECT 1; END;', 'trigger "t_spin" on "t"'],
    ['a view', 'CREATE VIEW records AS SELECT 1 AS id;', 'view "records"'],
    ['a generated column', 'CREATE TABLE t (a, b AS (a * 2));', 'generated column "b" of "t"'],
    ['an index on an expression', 'CREATE TABLE t (a); CREATE INDEX t_twice ON t (a * 2);', 'index "t_twice" on an expression'],
    ['a virtual table of another module', 'CREATE VIRTUAL TABLE shapes USING rtree(id, x0, x1);', 'virtual table "shapes"'],
  ])('%s', (_kind, schema, named) => {
    const dir = workspaceWith(schema);
    let thrown: unknown;
    try {
      openDatabase(dir).close();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ForeignObjectsError);
    // It counts as damaged: every front door offers to move it aside.
    expect(thrown).toBeInstanceOf(DamagedDatabaseError);
    expect((thrown as Error).message).toContain(`holds ${named}, which the studio never creates`);
  });

  it("the studio's own schema (tables, partial indexes, the full-text index) opens again", async () => {
    const dir = join(root, 'own');
    mkdirSync(dir);
    const first = openHeadlessJournal({ dir });
    first.journal.append({ kind: 'log', status: 'info', summary: 'kept', data: { level: 'info', message: 'kept' } });
    await first.dispose();
    const again = openHeadlessJournal({ dir });
    await again.dispose();
  });
});
