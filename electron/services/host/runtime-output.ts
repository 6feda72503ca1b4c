/**
 * workerd prints an uncaught error on its stderr as several lines (the message, then one line per
 * stack frame). Journaled line by line that was one row per frame, none attached to its dispatch;
 * these helpers fold one report into one record and recognise a report that only repeats an error
 * the entry wrapper already journaled with its dispatch.
 */

/** A stack frame, any indented line, or workerd's own `stack:` line continues the report above it. */
const CONTINUATION = /^(\s+\S|at\s|stack: )/;

export interface ReportFolder {
  /** One line of stderr (without its newline). */
  line(text: string): void;
  /** Emits what is held now (used on dispose). */
  flush(): void;
}

/**
 * Groups lines into reports: a line that is not a continuation starts a new report; a report is
 * emitted when the next one starts or after `quietMs` without a line (the end of a burst).
 */
export function createReportFolder(emit: (report: string) => void, quietMs = 25): ReportFolder {
  let held: string[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (held.length === 0) return;
    const report = held.join('\n');
    held = [];
    emit(report);
  };
  return {
    line(text) {
      if (!text.trim()) return;
      if (held.length > 0 && !CONTINUATION.test(text)) flush();
      held.push(text);
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
      timer.unref?.();
    },
    flush,
  };
}

/**
 * An error name with an optional bracketed code (`TypeError [ERR_X]: `). The code is bounded: unbounded,
 * every `Error [` of a line without `]` scanned to the line's end, quadratic in a hostile log line.
 */
const ERROR_LINE = /\b((?:[A-Z][A-Za-z]*)?Error(?: \[[^\]]{0,100}\])?: .*)$/;

/** The error line of a message or stack (`Error: …`, `TypeError: …`), prefixes such as workerd's `Uncaught` removed. */
export function errorLine(text: string): string | null {
  for (const line of text.split('\n')) {
    const match = ERROR_LINE.exec(line);
    if (match) return match[1]!.trim();
  }
  return null;
}

/** Remembers the errors journaled recently, so a stderr copy of one of them is recognised. */
export function createRecentErrors(windowMs = 5000, limit = 50) {
  const seen: { line: string; at: number }[] = [];
  return {
    note(text: string, at = Date.now()) {
      const line = errorLine(text);
      if (!line) return;
      seen.push({ line, at });
      if (seen.length > limit) seen.shift();
    },
    /** True when the report's error line is one journaled within the window. */
    repeats(report: string, at = Date.now()): boolean {
      const line = errorLine(report);
      if (!line) return false;
      return seen.some((entry) => at - entry.at <= windowMs && entry.line === line);
    },
  };
}
