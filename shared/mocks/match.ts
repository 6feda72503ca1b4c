import type { Mock, MockAnswer, MockRequest } from './schema.ts';

/** An outbound request as the matcher sees it. */
export interface MatchRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The body as text (null when there is none). */
  body: string | null;
}

/**
 * Whether `text` matches `pattern`, where `*` is any run of characters (none too) and everything
 * else is literal. The pieces between stars are found left to right, each at its first place after
 * the previous one (the first place is always the best for a star-only pattern), so the time grows
 * with the text, never exponentially as a backtracking regular expression's does on `*a*a*a…b`.
 */
export function wildcardMatch(pattern: string, text: string): boolean {
  const pieces = pattern.split('*');
  if (pieces.length === 1) return pattern === text;
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  const end = text.length - last.length;
  if (end < first.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    if (piece === '') continue;
    const found = text.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/** One `name=value` of a pattern's query; either part may hold `*`. */
interface QueryPattern {
  name: string;
  value: string;
}

/**
 * A URL pattern split into its base (origin and path, wildcards kept) and the query parameters it
 * requires. `?*` requires none (any query, or none, matches); a piece without `=` whose name holds a
 * `*` (`?page*`) takes any value; `?a=1*` requires an `a` whose value starts with 1.
 */
function splitPattern(pattern: string): { base: string; query: QueryPattern[] } {
  const at = pattern.indexOf('?');
  if (at < 0) return { base: pattern, query: [] };
  const query: QueryPattern[] = [];
  for (const piece of pattern.slice(at + 1).split('&')) {
    if (/^\**$/.test(piece)) continue;
    const [[name, value] = ['', '']] = new URLSearchParams(piece);
    query.push({ name, value: !piece.includes('=') && name.includes('*') ? '*' : value });
  }
  return { base: pattern.slice(0, at), query };
}

/** Whether `actual` holds `expected`: objects as subsets (recursively), everything else equal. */
export function jsonContains(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected;
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => jsonContains(actual[index], item));
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  return Object.entries(expected).every(([key, value]) => key in actual && jsonContains((actual as Record<string, unknown>)[key], value));
}

/** Whether the request is one the rule describes: method, URL pattern, query, header and JSON-body subsets. */
export function matchesRequest(rule: MockRequest, request: MatchRequest): boolean {
  if (rule.method && rule.method.toUpperCase() !== request.method.toUpperCase()) return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  const { base, query } = splitPattern(rule.url);
  // A pattern of a bare origin ("https://api.example.com") names its root path, as the URL parser does.
  const normalizedBase = /^[a-z]+:\/\/[^/*]+$/i.test(base) ? `${base}/` : base;
  if (!wildcardMatch(normalizedBase, `${url.origin}${url.pathname}`)) return false;
  const params = [...url.searchParams];
  for (const { name, value } of [...query, ...Object.entries(rule.query ?? {}).map(([name, value]) => ({ name, value }))]) {
    if (!params.some(([actualName, actual]) => wildcardMatch(name, actualName) && wildcardMatch(value, actual))) return false;
  }
  for (const [name, value] of Object.entries(rule.headers ?? {})) {
    const actual = request.headers.get(name);
    if (actual === null || !wildcardMatch(value, actual)) return false;
  }
  if (rule.json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body ?? '');
    } catch {
      return false;
    }
    if (!jsonContains(parsed, rule.json)) return false;
  }
  return true;
}

/** A loaded mock with its name (the file name) and how often it answered in this run. */
export interface NamedMock {
  name: string;
  file: string;
  mock: Mock;
}

/** Counts answers per mock name: a sequence's position and the `times` limit both read it. */
export type HitCounts = Map<string, number>;

/**
 * The mock that answers the request and the answer it gives, or null. Mocks are tried in name order;
 * a disabled one, or one that has answered `times` requests, is passed over. The answer counts as a hit.
 */
export function pickAnswer(
  mocks: readonly NamedMock[],
  request: MatchRequest,
  hits: HitCounts,
): { mock: NamedMock; answer: MockAnswer; hit: number } | null {
  for (const candidate of mocks) {
    const { mock } = candidate;
    if (mock.disabled) continue;
    const used = hits.get(candidate.name) ?? 0;
    if (mock.times !== undefined && used >= mock.times) continue;
    if (!matchesRequest(mock.request, request)) continue;
    const answers = mock.answers ?? [mock.answer!];
    hits.set(candidate.name, used + 1);
    return { mock: candidate, answer: answers[Math.min(used, answers.length - 1)]!, hit: used + 1 };
  }
  return null;
}
