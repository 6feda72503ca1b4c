import type { Diagnostic } from '../../../../shared/api/manifest.ts';

/** Problems in reading order: by line, then column, errors before warnings on the same spot. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => a.line - b.line || a.column - b.column || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
  );
}

/** The problem F8 goes to: the first after the cursor, wrapping to the first of the file. */
export function nextDiagnostic(sorted: readonly Diagnostic[], line: number, column: number, direction: 1 | -1 = 1): Diagnostic | null {
  if (sorted.length === 0) return null;
  if (direction === 1) return sorted.find((d) => d.line > line || (d.line === line && d.column > column)) ?? sorted[0]!;
  return [...sorted].reverse().find((d) => d.line < line || (d.line === line && d.column < column)) ?? sorted[sorted.length - 1]!;
}

export function countBySeverity(diagnostics: readonly Diagnostic[]) {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}
