import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusNames, runIntegration } from '../../corpus/corpus-runner.ts';

/**
 * The Preview accepts what the platform accepts: every block and configuration component of the
 * real integrations that answers a render (unconfigured, then with every configuration property
 * set) is checked as the Preview and `render` check it, against the API description's ContentKit
 * schemas. A problem here is an error box the platform would not show.
 */
const names = corpusNames();
if (names.length === 0) console.warn(`contentkit problems: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR to run it)`);
const rows: string[][] = [];

afterAll(() => {
  if (!rows.length) return;
  const header = ['integration', 'component', 'status', 'problems'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  const answered = rows.filter((row) => row[3] !== '-');
  console.log(
    [
      `\n## ContentKit problems: ${answered.length} trees answered by ${new Set(answered.map((row) => row[0])).size} integrations, ` +
        `${answered.filter((row) => row[3] !== '0').length} with problems`,
      line(header),
      widths.map((w) => '-'.repeat(w)).join('-|-'),
      ...rows.map(line),
    ].join('\n'),
  );
});

describe.skipIf(names.length === 0)('real integrations: the Preview accepts what the platform accepts', () => {
  it.each(names)(
    '%s: every block and configuration component that answers a render has zero ContentKit problems',
    async (name) => {
      const report = await runIntegration(name, { rendersOnly: true });
      const renders = report.checks.filter((check) => check.kind === 'render');
      for (const check of renders)
        rows.push([
          name,
          check.name,
          check.status === null ? '-' : String(check.status),
          check.problems ? String(check.problems.length) : '-',
        ]);
      const problems = renders.flatMap((check) =>
        (check.problems ?? []).map(
          (issue) => `${check.name} ${issue.path || '(root)'}: ${issue.element} ${issue.attribute}: ${issue.message}`,
        ),
      );
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
