import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createRecentErrors, createReportFolder, errorLine } from '../../../electron/services/host/runtime-output.ts';

const WORKERD_REPORT = [
  'workerd/io/worker.c++:2032: info: uncaught exception; source = Uncaught (in promise); stack = Error: failed in a timer',
  '    at failDeep (src/index.ts:4:9)',
  '    at src/index.ts:11:24',
];

describe("workerd's stderr is journaled as one record per report", () => {
  it('a multi-line report (message and stack frames) becomes one record; the next message starts another', async () => {
    const reports: string[] = [];
    const folder = createReportFolder((report) => reports.push(report), 10);
    for (const line of WORKERD_REPORT) folder.line(line);
    folder.line('');
    folder.line('workerd warning: something else');
    await sleep(40);
    expect(reports).toEqual([WORKERD_REPORT.join('\n'), 'workerd warning: something else']);
  });

  it("workerd's `stack:` line (addresses in its binary) belongs to the report above it", async () => {
    const reports: string[] = [];
    const folder = createReportFolder((report) => reports.push(report), 10);
    folder.line('workerd/server/server.c++:6231: error: Uncaught exception: … canceled this request …');
    folder.line('stack: /x/bin/workerd@2fd5050 /x/bin/workerd@2fd5290');
    folder.flush();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('\nstack: /x/bin/workerd@2fd5050');
  });

  it('a report split across chunks is still one record once the burst is over', async () => {
    const reports: string[] = [];
    const folder = createReportFolder((report) => reports.push(report), 10);
    folder.line(WORKERD_REPORT[0]!);
    await sleep(2);
    folder.line(WORKERD_REPORT[1]!);
    folder.flush();
    expect(reports).toEqual([WORKERD_REPORT.slice(0, 2).join('\n')]);
  });

  it('a stderr copy of an error the entry wrapper journaled is recognised as a duplicate; another error is not', () => {
    const recent = createRecentErrors(5000);
    recent.note('Error: failed in a timer\n    at failDeep (src/index.ts:4:9)', 1000);
    expect(errorLine(WORKERD_REPORT.join('\n'))).toBe('Error: failed in a timer');
    expect(recent.repeats(WORKERD_REPORT.join('\n'), 2000)).toBe(true);
    expect(recent.repeats('Uncaught TypeError: x is not a function', 2000)).toBe(false);
    // Long after, the same text is a new occurrence, journaled again.
    expect(recent.repeats(WORKERD_REPORT.join('\n'), 10_000)).toBe(false);
  });
});
