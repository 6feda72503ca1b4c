import { z } from 'zod';

const TEXT = 2048;
const text = z.string().transform((value) => value.slice(0, TEXT));
const optionalText = text
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** What the shim on a page reports, one entry each (client.ts SHIM_JS). */
/** The file of the integration script the shim found calling (its stack, the error's file), null when none did. */
const script = optionalText;
const PageEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('console'),
    level: z.enum(['debug', 'log', 'info', 'warn', 'error']),
    message: text,
    stack: optionalText,
    script,
  }),
  z.object({ type: z.enum(['error', 'rejection']), message: text, stack: optionalText, script }),
  z.object({ type: z.literal('cookie'), name: text, value: text, script }),
  z.object({
    type: z.literal('csp'),
    blockedUrl: text,
    directive: text,
    disposition: text,
    sourceFile: optionalText,
    line: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    sample: optionalText,
  }),
]);
export type PageEntry = z.output<typeof PageEntry>;

/** At most this many entries are read from one post; the shim sends 50 at a time. */
export const ENTRIES_PER_POST = 50;

/**
 * A post of the shim: the page it came from and its entries. A malformed entry is skipped (a script
 * on the page can post anything here), the rest kept; a body that is no such post holds nothing.
 */
export function readPageReport(textBody: string): { page: string; entries: PageEntry[] } {
  let json: unknown;
  try {
    json = JSON.parse(textBody);
  } catch {
    return { page: '', entries: [] };
  }
  const post = z.object({ page: text, entries: z.array(z.unknown()).max(ENTRIES_PER_POST) }).safeParse(json);
  if (!post.success) return { page: '', entries: [] };
  const entries: PageEntry[] = [];
  for (const raw of post.data.entries) {
    const entry = PageEntry.safeParse(raw);
    if (entry.success) entries.push(entry.data);
  }
  return { page: post.data.page, entries };
}
