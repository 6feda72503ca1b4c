/** One line of the integration's console output, as the host keeps it. */
export interface LogEntry {
  level: 'debug' | 'log' | 'info' | 'warn' | 'error';
  ts: number;
  message: string;
  /** Source-mapped stack trace, when an Error was logged. */
  stack?: string;
  /** `runtime` when workerd itself printed it rather than the integration's console. */
  source?: 'integration' | 'runtime';
}

const LEVELS = new Set(['debug', 'log', 'info', 'warn', 'error']);

/** Validates what the entry wrapper sent; anything malformed is dropped rather than trusted. */
export function parseLogBatch(text: string, mapStack: (stack: string) => string): LogEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries: LogEntry[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const { level, ts, message, stack } = item as Record<string, unknown>;
    if (typeof level !== 'string' || !LEVELS.has(level) || typeof message !== 'string') continue;
    const entry: LogEntry = {
      level: level as LogEntry['level'],
      ts: typeof ts === 'number' ? ts : Date.now(),
      message: mapStack(message),
      source: 'integration',
    };
    if (typeof stack === 'string') entry.stack = mapStack(stack);
    entries.push(entry);
  }
  return entries;
}
