import { z } from 'zod';

/**
 * A mock: one outbound request rule and what answers it, so an integration's calls to a third-party
 * API run without the network. Files live in the integration's `mocks/` folder as JSON or YAML, one
 * mock per file (its name is the file name), meant for git. Strings may hold `${{ env.NAME }}`
 * references (resolved when the mocks load), so tokens are never written in clear.
 */

/** How the gate answers the integration's outbound requests. */
export const OUTBOUND_MODES = ['live', 'mock', 'record', 'lockdown'] as const;
export const OutboundMode = z.enum(OUTBOUND_MODES);
export type OutboundMode = z.infer<typeof OutboundMode>;
/** What every run command uses unless told otherwise: a matching mock answers, anything else goes out under the policy. */
export const DEFAULT_OUTBOUND_MODE: OutboundMode = 'mock';

/** A mock name is a file name: letters, digits, dots, dashes and underscores. */
export const MOCK_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const Strings = z.record(z.string(), z.string());

export const MockRequest = z
  .object({
    method: z.string().min(1).optional().describe('HTTP method, e.g. GET (any method when absent); compared without regard to case.'),
    url: z
      .string()
      .min(1)
      .describe(
        'The URL, where * stands for any run of characters, e.g. https://sentry.io/api/0/issues/*. A query in it must be present in the request (a subset: other parameters may be there too).',
      ),
    query: Strings.optional().describe('Query parameters the request must carry (a subset; * in a value matches any value).'),
    headers: Strings.optional().describe('Headers the request must carry (a subset; names compared without regard to case).'),
    json: z.unknown().optional().describe("A JSON value the request's body must contain: objects as subsets, arrays and scalars equal."),
  })
  .strict()
  .describe('What the request must be for this mock to answer it.');
export type MockRequest = z.infer<typeof MockRequest>;

export const FAILURES = ['refused', 'reset', 'timeout'] as const;

export const MockAnswer = z
  .object({
    status: z.number().int().min(100).max(599).optional().describe('HTTP status (default 200).'),
    headers: Strings.optional().describe('Response headers.'),
    body: z.string().optional().describe('The body, as text.'),
    json: z.unknown().optional().describe('The body, as JSON (content-type application/json unless headers say otherwise).'),
    base64: z.string().optional().describe('The body, as base64 (binary answers).'),
    file: z.string().min(1).optional().describe('The body, read from a file relative to the mocks folder (inside the integration folder).'),
    delayMs: z.number().int().min(0).max(600_000).optional().describe('Wait this long before answering (or before failing).'),
    fail: z
      .enum(FAILURES)
      .optional()
      .describe(
        'Fail the request instead of answering: refused (connection refused), reset (connection reset), timeout (after delayMs, default 10 s).',
      ),
  })
  .strict()
  .refine((answer) => ['body', 'json', 'base64', 'file'].filter((key) => key in answer).length <= 1, {
    message: 'give at most one of body, json, base64 and file',
  })
  .describe('One answer.');
export type MockAnswer = z.infer<typeof MockAnswer>;

export const Mock = z
  .object({
    $schema: z.string().optional(),
    description: z.string().optional().describe('What this mock stands for.'),
    disabled: z.boolean().optional().describe('A disabled mock never answers.'),
    request: MockRequest,
    answer: MockAnswer.optional().describe('The answer (or give answers, a sequence).'),
    answers: z
      .array(MockAnswer)
      .min(1)
      .optional()
      .describe('Answers in turn: the first request gets the first, the next the next; the last one repeats (pagination, polling).'),
    times: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        'How many requests this mock answers in a run; after that it no longer matches (the next mock, the network or lockdown decides).',
      ),
  })
  .strict()
  .refine((mock) => (mock.answer === undefined) !== (mock.answers === undefined), { message: 'give either answer or answers' });
export type Mock = z.infer<typeof Mock>;

export const mockJsonSchema = {
  ...(z.toJSONSchema(Mock, { io: 'input' }) as Record<string, unknown>),
  title: 'Integration Studio outbound mock',
};
