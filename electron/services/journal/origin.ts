import type { RecordOrigin } from '../../../shared/api/journal.ts';

/**
 * Which process writes this process's journal records. Several processes share a workspace's
 * database (an open studio, a CLI `trigger` or `test` on the same folder), and the Inspector of one
 * marks the rows another wrote. The CLI names its command once at start; the desktop studio is `studio`.
 */
let current: RecordOrigin = { command: 'studio', pid: process.pid };

export function setProcessOrigin(command: string) {
  current = { command, pid: process.pid };
}

export function processOrigin(): RecordOrigin {
  return current;
}

/** The stored column: JSON text, compact (one per row). */
export function originColumn(origin: RecordOrigin): string {
  return JSON.stringify(origin);
}

/** The origin a reader shows: null for its own process's rows and for rows older than the column; a damaged value reads as unknown. */
export function foreignOrigin(stored: string | null | undefined, own: RecordOrigin): RecordOrigin | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<RecordOrigin>;
    if (typeof parsed.command !== 'string' || typeof parsed.pid !== 'number') return null;
    if (parsed.pid === own.pid && parsed.command === own.command) return null;
    return { command: parsed.command.slice(0, 60), pid: parsed.pid };
  } catch {
    return null;
  }
}
