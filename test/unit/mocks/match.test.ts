import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchesRequest, pickAnswer, wildcardMatch, type HitCounts, type NamedMock } from '../../../shared/mocks/match.ts';
import { Mock } from '../../../shared/mocks/schema.ts';

const request = (url: string, extra: { method?: string; headers?: Record<string, string>; body?: string } = {}) => ({
  method: extra.method ?? 'GET',
  url,
  headers: new Headers(extra.headers ?? {}),
  body: extra.body ?? null,
});
const named = (name: string, mock: unknown): NamedMock => ({ name, file: `mocks/${name}.yaml`, mock: Mock.parse(mock) });

describe('mock matching', () => {
  it('the method matches without regard to case, and any method matches when none is given', () => {
    expect(matchesRequest({ method: 'post', url: 'https://a.test/x' }, request('https://a.test/x', { method: 'POST' }))).toBe(true);
    expect(matchesRequest({ method: 'POST', url: 'https://a.test/x' }, request('https://a.test/x'))).toBe(false);
    expect(matchesRequest({ url: 'https://a.test/x' }, request('https://a.test/x', { method: 'DELETE' }))).toBe(true);
  });

  it('* in the URL pattern stands for any run of characters, everything else is literal', () => {
    const rule = { url: 'https://sentry.io/api/0/issues/*' };
    expect(matchesRequest(rule, request('https://sentry.io/api/0/issues/42/events'))).toBe(true);
    expect(matchesRequest(rule, request('https://sentry.io/api/0/projects/42'))).toBe(false);
    expect(matchesRequest({ url: 'https://a.test/v1.json' }, request('https://a.test/v1xjson'))).toBe(false);
    expect(matchesRequest({ url: 'https://*.example.com/x' }, request('https://eu.example.com/x'))).toBe(true);
  });

  it('a bare origin pattern names the root path', () => {
    expect(matchesRequest({ url: 'http://127.0.0.1:9' }, request('http://127.0.0.1:9/'))).toBe(true);
  });

  it('the query is a subset: the pattern’s and the rule’s parameters must be there, others may be', () => {
    const rule = { url: 'https://a.test/search?q=cats', query: { page: '*' } };
    expect(matchesRequest(rule, request('https://a.test/search?page=2&q=cats&lang=en'))).toBe(true);
    expect(matchesRequest(rule, request('https://a.test/search?q=cats'))).toBe(false);
    expect(matchesRequest(rule, request('https://a.test/search?q=dogs&page=1'))).toBe(false);
  });

  it('a pattern ending in ?* matches any query, or none', () => {
    const rule = { url: 'https://gitlab.test/api/v4/projects?*' };
    expect(matchesRequest(rule, request('https://gitlab.test/api/v4/projects?membership=true&per_page=100'))).toBe(true);
    expect(matchesRequest(rule, request('https://gitlab.test/api/v4/projects'))).toBe(true);
    expect(matchesRequest(rule, request('https://gitlab.test/api/v4/projects/7?membership=true'))).toBe(false);
  });

  it('a wildcard in a pattern’s query value matches values so shaped, beside other parameters', () => {
    const rule = { url: 'https://a.test/search?a=1*&q=*' };
    expect(matchesRequest(rule, request('https://a.test/search?a=12&q=cats&lang=en'))).toBe(true);
    expect(matchesRequest(rule, request('https://a.test/search?q=cats&a=1'))).toBe(true);
    expect(matchesRequest(rule, request('https://a.test/search?a=21&q=cats'))).toBe(false);
    expect(matchesRequest(rule, request('https://a.test/search?a=1'))).toBe(false);
  });

  it('a wildcard in a pattern’s query name requires a parameter so named, with any value', () => {
    const rule = { url: 'https://a.test/list?page*' };
    expect(matchesRequest(rule, request('https://a.test/list?page_size=20'))).toBe(true);
    expect(matchesRequest(rule, request('https://a.test/list?limit=20'))).toBe(false);
  });

  it('a query wildcard matches in time linear in the text', () => {
    const rule = { url: `https://a.test/x?q=${'*a'.repeat(200)}*b` };
    const value = 'a'.repeat(50_000);
    // A backtracking match of this pattern would not finish; the linear one says no at once.
    expect(matchesRequest(rule, request(`https://a.test/x?q=${value}`))).toBe(false);
    expect(matchesRequest(rule, request(`https://a.test/x?q=${value}b`))).toBe(true);
  });

  it('headers are a subset, their names compared without regard to case', () => {
    const rule = { url: 'https://a.test/*', headers: { Authorization: 'Bearer *' } };
    expect(matchesRequest(rule, request('https://a.test/x', { headers: { authorization: 'Bearer abc', accept: '*/*' } }))).toBe(true);
    expect(matchesRequest(rule, request('https://a.test/x', { headers: { authorization: 'Basic abc' } }))).toBe(false);
    expect(matchesRequest(rule, request('https://a.test/x'))).toBe(false);
  });

  it('the JSON body is a subset: objects may hold more keys, arrays and scalars are equal', () => {
    const rule = { url: 'https://a.test/x', json: { user: { id: 1 }, tags: ['a'] } };
    const body = (value: unknown) => request('https://a.test/x', { method: 'POST', body: JSON.stringify(value) });
    expect(matchesRequest(rule, body({ user: { id: 1, name: 'n' }, tags: ['a'], more: true }))).toBe(true);
    expect(matchesRequest(rule, body({ user: { id: 2 }, tags: ['a'] }))).toBe(false);
    expect(matchesRequest(rule, body({ user: { id: 1 }, tags: ['a', 'b'] }))).toBe(false);
    expect(matchesRequest(rule, request('https://a.test/x', { method: 'POST', body: 'not json' }))).toBe(false);
  });
});

describe('mock sequences and times', () => {
  it('a sequence answers in turn and its last answer repeats', () => {
    const mocks = [named('pages', { request: { url: 'https://a.test/*' }, answers: [{ body: 'one' }, { body: 'two' }] })];
    const hits: HitCounts = new Map();
    const bodies = [1, 2, 3].map(() => pickAnswer(mocks, request('https://a.test/p'), hits)?.answer.body);
    expect(bodies).toEqual(['one', 'two', 'two']);
    expect(hits.get('pages')).toBe(3);
  });

  it('after `times` answers a mock no longer matches and the next one decides', () => {
    const mocks = [
      named('a-once', { request: { url: 'https://a.test/*' }, answer: { body: 'first' }, times: 1 }),
      named('b-after', { request: { url: 'https://a.test/*' }, answer: { body: 'after' } }),
    ];
    const hits: HitCounts = new Map();
    expect(pickAnswer(mocks, request('https://a.test/p'), hits)?.mock.name).toBe('a-once');
    expect(pickAnswer(mocks, request('https://a.test/p'), hits)?.mock.name).toBe('b-after');
    expect(pickAnswer([mocks[0]!], request('https://a.test/p'), hits)).toBeNull();
  });

  it('a disabled mock never answers', () => {
    const mocks = [named('off', { disabled: true, request: { url: 'https://a.test/*' }, answer: { body: 'x' } })];
    expect(pickAnswer(mocks, request('https://a.test/p'), new Map())).toBeNull();
  });
});

describe('wildcards', () => {
  it('`*` is any run of characters (none too), everything else literal: the same answers as the equivalent regular expression', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '/', '.'), maxLength: 12 });
    const pattern = fc.string({ unit: fc.constantFrom('a', 'b', '/', '.', '*'), maxLength: 8 });
    fc.assert(
      fc.property(pattern, text, (p, t) => {
        const regex = new RegExp(
          `^${p
            .split('*')
            .map((piece) => piece.replace(/[.]/g, '\\.'))
            .join('.*')}$`,
          's',
        );
        expect(wildcardMatch(p, t)).toBe(regex.test(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('the prefix and the suffix do not overlap: a*a does not match "a"', () => {
    expect(wildcardMatch('a*a', 'a')).toBe(false);
    expect(wildcardMatch('a*a', 'aa')).toBe(true);
    expect(wildcardMatch('*', '')).toBe(true);
  });
});
