import type { Diagnostic } from '../../../../shared/api/manifest.ts';
import { suggestionIn } from '../../../../shared/manifest/suggest.ts';

/** Findings whose range is exactly the misspelt key or value, so the suggestion can replace it. */
const FIXABLE = new Set([
  'unknown-key',
  'invalid-value',
  'unknown-scope',
  'unknown-category',
  'invalid-property-type',
  'name-not-lowercase',
]);

export interface QuickFix {
  title: string;
  replacement: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** The validator's did-you-mean as an edit: `titel` → `title`, `publik` → `public`. */
export function quickFixOf(diagnostic: Diagnostic): QuickFix | null {
  if (!FIXABLE.has(diagnostic.code) || !diagnostic.endLine || !diagnostic.endColumn) return null;
  const replacement = suggestionIn(diagnostic.message);
  if (!replacement) return null;
  return {
    title: `Change to \`${replacement}\``,
    replacement,
    line: diagnostic.line,
    column: diagnostic.column,
    endLine: diagnostic.endLine,
    endColumn: diagnostic.endColumn,
  };
}

/** The text with the fix applied (1-based line and column, end exclusive, as the validator reports them). */
export function applyQuickFix(text: string, fix: QuickFix): string {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  const offset = (line: number, column: number) => (starts[line - 1] ?? text.length) + column - 1;
  return text.slice(0, offset(fix.line, fix.column)) + fix.replacement + text.slice(offset(fix.endLine, fix.endColumn));
}
