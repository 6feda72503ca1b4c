import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusNames, formatReport, runIntegration, type IntegrationReport } from '../../corpus/corpus-runner.ts';

/**
 * The platform's public integrations (../shared/corpus/real-integrations), unchanged apart from the
 * neutral names, each built, started and exercised from a temporary copy: every block and
 * configuration component rendered, every event and entry point sent, a request to its public
 * endpoint. Nothing may fail on the studio's side; what belongs to the API client and emulator
 * (issue 17) and calls to the internet (unreachable here) are listed apart, not counted.
 */
const names = corpusNames();
if (names.length === 0) console.warn(`real integrations: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR to run it)`);
const reports: IntegrationReport[] = [];

afterAll(() => {
  if (reports.length === 0) return;
  const all = reports.flatMap((r) => r.checks.map((c) => ({ ...c, integration: r.name })));
  const count = (verdict: string) => all.filter((c) => c.verdict === verdict).length;
  const deferred = all.filter((c) => c.verdict === 'platform-api');
  console.log(
    [
      `\n## Real integrations: ${reports.length} run, ${all.length} checks: ${count('ok')} ok, ${count('answer')} answered by the integration, ` +
        `${count('studio')} failed on the studio's side, ${deferred.length} deferred to issue 17, ${count('external')} need the internet`,
      ...deferred.map((c) => `  issue 17: ${c.integration} ${c.kind} ${c.name}: ${c.detail.split('\n')[0]!.slice(0, 160)}`),
    ].join('\n'),
  );
});

describe.skipIf(names.length === 0)('real integrations run as on the platform', () => {
  it.each(names)(
    '%s builds, starts and answers every entry point without a failure on the studio side',
    async (name) => {
      const report = await runIntegration(name);
      reports.push(report);
      console.log(formatReport(report));
      const failures = report.checks.filter((c) => c.verdict === 'studio').map((c) => `${c.kind} ${c.name}: ${c.detail}`);
      expect(failures).toEqual([]);
      expect(report.checks.length).toBeGreaterThan(0);
      // A build that is not deferred means the whole integration was exercised: its table has the entry points.
      if (report.checks[0]!.verdict === 'ok') expect(report.checks.some((c) => c.name === 'fetch_published_script')).toBe(true);
    },
    300_000,
  );
});
