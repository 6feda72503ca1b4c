import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusNames, runIntegration } from '../../corpus/corpus-runner.ts';

/**
 * The real integrations' blocks, asked as a published page asks (a read-only document, light), are
 * drawn whole by the published site: "Published site" mode flags none of them. (Asked as the editor
 * asks, mermaid answers a code block whose footer, the diagram, the site would not draw: it draws the
 * bare diagram when `editable` is false. The context the mode sends matters.)
 */
const names = corpusNames();
if (names.length === 0) console.warn(`site rendering: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR to run it)`);

describe.skipIf(names.length === 0)('real integrations on the published site', () => {
  it.each(names)(
    '%s: every block that answers, asked as a published page asks, has nothing the site does not draw',
    async (name) => {
      const report = await runIntegration(name, { rendersOnly: true, asPublishedPage: true });
      const flagged = report.checks.flatMap((check) =>
        (check.siteProblems ?? []).map((issue) => `${check.name} ${issue.path || '(root)'}: ${issue.message}`),
      );
      expect(flagged).toEqual([]);
    },
    300_000,
  );
});
