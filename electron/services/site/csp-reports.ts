import { z } from 'zod';

/** A violation as the site records it (the `site.csp` record's data, less the consent). */
export interface Violation {
  page: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
}

/** At most this many violations are read from one post (a report batch of the Reporting API holds a few). */
export const REPORTS_PER_POST = 50;
const TEXT = 2048;

const cut = (value: string | undefined | null) => (value === undefined || value === null || value === '' ? null : value.slice(0, TEXT));
const line = z.number().int().nonnegative().optional().catch(undefined);

/** `report-uri`'s body (`application/csp-report`). */
const LegacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': z.string().optional(),
    'blocked-uri': z.string().optional(),
    'effective-directive': z.string().optional(),
    'violated-directive': z.string().optional(),
    disposition: z.string().optional(),
    'source-file': z.string().optional(),
    'line-number': line,
    'script-sample': z.string().optional(),
  }),
});

/** The Reporting API's body for `report-to` (`application/reports+json`): a batch of reports of any type. */
const ReportBatch = z.array(
  z.looseObject({
    type: z.string(),
    url: z.string().optional(),
    body: z
      .looseObject({
        documentURL: z.string().optional(),
        blockedURL: z.string().optional(),
        effectiveDirective: z.string().optional(),
        disposition: z.string().optional(),
        sourceFile: z.string().optional(),
        lineNumber: line,
        sample: z.string().optional(),
      })
      .optional(),
  }),
);

/**
 * The violations a post to the site's report endpoint holds, whichever way the browser sent them
 * (`report-uri` or `report-to`); anything else (another report type, a malformed body) holds none.
 */
export function readReports(contentType: string, text: string): Violation[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (/reports\+json/i.test(contentType)) {
    const batch = ReportBatch.safeParse(json);
    if (!batch.success) return [];
    return batch.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .slice(0, REPORTS_PER_POST)
      .map(({ url, body }) => ({
        page: cut(body!.documentURL ?? url) ?? '',
        blockedUrl: cut(body!.blockedURL) ?? '',
        directive: cut(body!.effectiveDirective) ?? '',
        disposition: cut(body!.disposition) ?? 'enforce',
        sourceFile: cut(body!.sourceFile),
        line: body!.lineNumber ?? null,
        sample: cut(body!.sample),
      }));
  }
  const legacy = LegacyReport.safeParse(json);
  if (!legacy.success) return [];
  const report = legacy.data['csp-report'];
  return [
    {
      page: cut(report['document-uri']) ?? '',
      blockedUrl: cut(report['blocked-uri']) ?? '',
      directive: cut(report['effective-directive'] ?? report['violated-directive']?.split(' ')[0]) ?? '',
      disposition: cut(report.disposition) ?? 'enforce',
      sourceFile: cut(report['source-file']),
      line: report['line-number'] ?? null,
      sample: cut(report['script-sample']),
    },
  ];
}
