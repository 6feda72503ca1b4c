/**
 * Link unfurling: a block declares `urlUnfurl` patterns in the manifest, and when a reader pastes a
 * link matching one into the editor, the platform inserts that block and sends it
 * `@link.unfurl` with the URL. In a pattern `*` stands for any characters but `/` and `**` for
 * any characters at all (`https://lucid.app/*`, `https://*.atlassian.net/browse/**`).
 */
export interface UnfurlBlock {
  id: string;
  urlUnfurl?: readonly string[];
}

export function unfurlPatternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function matchesUnfurlPattern(pattern: string, url: string): boolean {
  return unfurlPatternRegExp(pattern).test(url);
}

/** The first block (in manifest order) with a pattern matching `url`, and that pattern; null when none does. */
export function findUnfurlBlock<T extends UnfurlBlock>(blocks: readonly T[], url: string): { block: T; pattern: string } | null {
  for (const block of blocks)
    for (const pattern of block.urlUnfurl ?? []) if (matchesUnfurlPattern(pattern, url)) return { block, pattern };
  return null;
}

/** Why nothing unfurls `url`: the patterns the manifest declares, or that it declares none. */
export function noUnfurlMatch(blocks: readonly UnfurlBlock[], url: string): string {
  const declared = blocks.flatMap((block) => (block.urlUnfurl ?? []).map((pattern) => `${pattern} (${block.id})`));
  if (!declared.length) return `No block unfurls ${url}: no block of the manifest declares urlUnfurl patterns.`;
  return `No block unfurls ${url}; the manifest's urlUnfurl patterns are: ${declared.join(', ')}.`;
}

/** The action the platform sends the block when the link is pasted. */
export function unfurlAction(url: string): { action: '@link.unfurl'; url: string } {
  return { action: '@link.unfurl', url };
}

/** The manifest's blocks with their `urlUnfurl` patterns, from the parsed manifest (anything unreadable is left out). */
export function unfurlBlocksOf(manifest: unknown): UnfurlBlock[] {
  const blocks = manifest && typeof manifest === 'object' ? (manifest as { blocks?: unknown }).blocks : undefined;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown): UnfurlBlock[] => {
    if (!block || typeof block !== 'object') return [];
    const { id, urlUnfurl } = block as { id?: unknown; urlUnfurl?: unknown };
    if (typeof id !== 'string') return [];
    const patterns = Array.isArray(urlUnfurl) ? urlUnfurl.filter((pattern): pattern is string => typeof pattern === 'string') : [];
    return [{ id, urlUnfurl: patterns }];
  });
}
