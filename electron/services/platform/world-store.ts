import type { DatabaseSync } from 'node:sqlite';

export interface SpaceRow {
  id: string;
  title: string;
  /** The id of the space's current revision. */
  revisionId: string;
  /** Revisions the space went through, oldest first (the current one last). */
  revisions: string[];
  visibility: string;
  updatedAt: number;
}

export interface SiteRow {
  id: string;
  title: string;
  adaptiveSchema: Record<string, unknown> | null;
  adaptiveUpdatedAt: number | null;
}

export interface TaskRow {
  seq: number;
  task: unknown;
  schedule: number;
  queuedAt: number;
  /** The status the integration answered the `task` event with, once delivered. */
  deliveredStatus: number | null;
  /** How many tasks led to this one: 0 for a task queued outside any task's run, n + 1 for one queued while a task of depth n ran. */
  depth: number;
}

/** The platform content the emulator reads and writes, kept in the workspace database. */
export interface WorldStore {
  /** The space `id`, created on first mention. */
  space(id: string): SpaceRow;
  /** Makes `revisionId` the space's current revision (an event announced it, or an import made it). */
  setCurrentRevision(spaceId: string, revisionId: string): SpaceRow;
  /** A new current revision, as an import or a content change makes. */
  newRevision(spaceId: string): SpaceRow;
  /** The site `id`, created on first mention. */
  site(id: string): SiteRow;
  /** Stores the adaptive schema the integration set on a site. */
  setAdaptiveSchema(siteId: string, schema: Record<string, unknown>): SiteRow;
  /** Queues a task the integration asked for; returns its sequence number. */
  queueTask(task: unknown, schedule: number, depth?: number): number;
  /** Records the status the integration answered a queued task's `task` event with. */
  taskDelivered(seq: number, status: number): void;
  /** Every queued task, oldest first. */
  tasks(): TaskRow[];
  /** How many tasks are queued and not yet delivered. */
  pendingTasks(): number;
  /** The undelivered task due first, or null. */
  nextDueTask(): TaskRow | null;
  /** Records a git import or export the integration asked for on a space. */
  recordGit(spaceId: string, direction: 'import' | 'export', request: unknown, revisionId: string): void;
}

const titleOf = (id: string, kind: string) => `Studio ${kind} ${id.replace(/^(space|site)_/, '')}`;

/**
 * The platform content the emulator serves (spaces and their revisions, sites and their adaptive
 * schema, queued tasks, git operations), in the workspace database next to the installations, so
 * writes survive a restart and every reader sees them at once. A space or site is created the first
 * time anything names it.
 */
export function createWorldStore(db: DatabaseSync, now: () => number = Date.now): WorldStore {
  db.exec(`CREATE TABLE IF NOT EXISTS platform_api_spaces (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    revisions TEXT NOT NULL,
    visibility TEXT NOT NULL,
    updated_at REAL NOT NULL
  );
  CREATE TABLE IF NOT EXISTS platform_api_sites (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    adaptive_schema TEXT,
    adaptive_updated_at REAL
  );
  CREATE TABLE IF NOT EXISTS platform_api_tasks (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    task TEXT NOT NULL,
    schedule REAL NOT NULL,
    queued_at REAL NOT NULL,
    delivered_status INTEGER,
    depth INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS platform_api_git (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    space_id TEXT NOT NULL,
    direction TEXT NOT NULL,
    request TEXT NOT NULL,
    revision_id TEXT NOT NULL,
    at REAL NOT NULL
  );`);

  const getSpace = db.prepare('SELECT id, title, revisions, visibility, updated_at FROM platform_api_spaces WHERE id = ?');
  const putSpace = db.prepare(
    'INSERT OR REPLACE INTO platform_api_spaces (id, title, revisions, visibility, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const getSite = db.prepare('SELECT id, title, adaptive_schema, adaptive_updated_at FROM platform_api_sites WHERE id = ?');
  const putSite = db.prepare(
    'INSERT OR REPLACE INTO platform_api_sites (id, title, adaptive_schema, adaptive_updated_at) VALUES (?, ?, ?, ?)',
  );
  // Databases made before tasks kept their depth get the column (their tasks count as queued outside any task).
  const taskColumns = db.prepare('PRAGMA table_info(platform_api_tasks)').all() as { name: string }[];
  if (!taskColumns.some((column) => column.name === 'depth'))
    db.exec('ALTER TABLE platform_api_tasks ADD COLUMN depth INTEGER NOT NULL DEFAULT 0');
  const addTask = db.prepare('INSERT INTO platform_api_tasks (task, schedule, queued_at, depth) VALUES (?, ?, ?, ?)');
  const markTask = db.prepare('UPDATE platform_api_tasks SET delivered_status = ? WHERE seq = ?');
  const listTasks = db.prepare('SELECT seq, task, schedule, queued_at, delivered_status, depth FROM platform_api_tasks ORDER BY seq');
  const countPending = db.prepare('SELECT COUNT(*) AS n FROM platform_api_tasks WHERE delivered_status IS NULL');
  const firstDue = db.prepare(
    'SELECT seq, task, schedule, queued_at, delivered_status, depth FROM platform_api_tasks WHERE delivered_status IS NULL ORDER BY queued_at + schedule * 1000, seq LIMIT 1',
  );
  type Row = { seq: number; task: string; schedule: number; queued_at: number; delivered_status: number | null; depth: number };
  const rowOf = (row: Row): TaskRow => ({
    seq: row.seq,
    task: JSON.parse(row.task),
    schedule: row.schedule,
    queuedAt: row.queued_at,
    deliveredStatus: row.delivered_status,
    depth: row.depth,
  });
  const addGit = db.prepare('INSERT INTO platform_api_git (space_id, direction, request, revision_id, at) VALUES (?, ?, ?, ?, ?)');

  function saveSpace(space: SpaceRow) {
    putSpace.run(space.id, space.title, JSON.stringify(space.revisions), space.visibility, space.updatedAt);
  }

  const world: WorldStore = {
    space(id: string): SpaceRow {
      const row = getSpace.get(id) as { id: string; title: string; revisions: string; visibility: string; updated_at: number } | undefined;
      if (row) {
        const revisions = JSON.parse(row.revisions) as string[];
        return {
          id: row.id,
          title: row.title,
          revisions,
          revisionId: revisions.at(-1)!,
          visibility: row.visibility,
          updatedAt: row.updated_at,
        };
      }
      const created: SpaceRow = {
        id,
        title: titleOf(id, 'space'),
        revisionId: `${id}-rev-1`,
        revisions: [`${id}-rev-1`],
        visibility: 'private',
        updatedAt: now(),
      };
      saveSpace(created);
      return created;
    },

    /** Makes `revisionId` the space's current revision (an event announced it, or an import made it). */
    setCurrentRevision(spaceId: string, revisionId: string): SpaceRow {
      const space = world.space(spaceId);
      if (space.revisionId === revisionId) return space;
      const next = { ...space, revisions: [...space.revisions.filter((r) => r !== revisionId), revisionId], revisionId, updatedAt: now() };
      saveSpace(next);
      return next;
    },

    /** A new current revision, as an import or a content change makes. */
    newRevision(spaceId: string): SpaceRow {
      const space = world.space(spaceId);
      return world.setCurrentRevision(spaceId, `${spaceId}-rev-${space.revisions.length + 1}`);
    },

    site(id: string): SiteRow {
      const row = getSite.get(id) as
        { id: string; title: string; adaptive_schema: string | null; adaptive_updated_at: number | null } | undefined;
      if (row)
        return {
          id: row.id,
          title: row.title,
          adaptiveSchema: row.adaptive_schema ? (JSON.parse(row.adaptive_schema) as Record<string, unknown>) : null,
          adaptiveUpdatedAt: row.adaptive_updated_at,
        };
      const created: SiteRow = { id, title: titleOf(id, 'site'), adaptiveSchema: null, adaptiveUpdatedAt: null };
      putSite.run(id, created.title, null, null);
      return created;
    },

    setAdaptiveSchema(siteId: string, schema: Record<string, unknown>): SiteRow {
      const site = world.site(siteId);
      const at = now();
      putSite.run(siteId, site.title, JSON.stringify(schema), at);
      return { ...site, adaptiveSchema: schema, adaptiveUpdatedAt: at };
    },

    queueTask(task: unknown, schedule: number, depth = 0): number {
      return Number(addTask.run(JSON.stringify(task), schedule, now(), depth).lastInsertRowid);
    },
    taskDelivered(seq: number, status: number) {
      markTask.run(status, seq);
    },
    tasks(): TaskRow[] {
      return (listTasks.all() as Row[]).map(rowOf);
    },
    pendingTasks: () => (countPending.get() as { n: number }).n,
    nextDueTask() {
      const row = firstDue.get() as Row | undefined;
      return row ? rowOf(row) : null;
    },

    recordGit(spaceId: string, direction: 'import' | 'export', request: unknown, revisionId: string) {
      addGit.run(spaceId, direction, JSON.stringify(request), revisionId, now());
    },
  };
  return world;
}
