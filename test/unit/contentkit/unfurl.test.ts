import { describe, expect, it } from 'vitest';
import { findUnfurlBlock, matchesUnfurlPattern, noUnfurlMatch, unfurlBlocksOf } from '../../../shared/contentkit/index.ts';

describe('link unfurl patterns', () => {
  it.each([
    ['https://github.com/*/*/blob/**', 'https://github.com/acme/app/blob/main/src/index.ts', true],
    ['https://github.com/*/*/blob/**', 'https://github.com/acme/blob/main', false],
    ['https://*.atlassian.net/browse/**', 'https://acme.atlassian.net/browse/PROJ-1', true],
    ['https://*.atlassian.net/browse/**', 'https://evil.example/.atlassian.net/browse/x', false],
    ['https://lucid.app/*', 'https://lucid.app/lucidchart', true],
    ['https://lucid.app/*', 'https://lucid.app/a/b', false],
    ['https://*.toucantoco.com/embed.html*', 'https://acme.toucantoco.com/embed.html?id=1', true],
    ['https://sentry.io/**', 'https://sentry.io.evil.example/x', false],
  ])('%s matches %s: %s (* is one path segment, ** anything, dots are literal)', (pattern, url, matches) => {
    expect(matchesUnfurlPattern(pattern, url)).toBe(matches);
  });

  it('unfurl match: the first block of the manifest whose pattern matches is found, with the pattern', () => {
    const blocks = unfurlBlocksOf({
      blocks: [{ id: 'plain' }, { id: 'issues', urlUnfurl: ['https://tracker.example/**'] }, { id: 'later', urlUnfurl: ['https://**'] }],
    });
    expect(findUnfurlBlock(blocks, 'https://tracker.example/1')).toMatchObject({
      block: { id: 'issues' },
      pattern: 'https://tracker.example/**',
    });
  });

  it('unfurl no-match: nothing matches, and the message lists every pattern with its block (or says there are none)', () => {
    const blocks = unfurlBlocksOf({ blocks: [{ id: 'issues', urlUnfurl: ['https://tracker.example/**'] }] });
    expect(findUnfurlBlock(blocks, 'https://other.example/')).toBeNull();
    expect(noUnfurlMatch(blocks, 'https://other.example/')).toBe(
      "No block unfurls https://other.example/; the manifest's urlUnfurl patterns are: https://tracker.example/** (issues).",
    );
    expect(noUnfurlMatch(unfurlBlocksOf({ blocks: [{ id: 'a' }] }), 'https://x.example/')).toMatch(
      /no block of the manifest declares urlUnfurl/,
    );
  });
});
