/**
 * A content source's answer, read for people: `content_compute_revision` answers `{pages, files}` (the
 * description's ContentComputeRevisionEventResponse), `content_compute_document` answers `{document}`
 * (a Markdown or JSON document). The studio shows it as an outline instead of raw JSON.
 */
export interface ContentOutline {
  kind: 'revision' | 'document';
  /** One line per page (indented by depth), file or document fact. */
  lines: { depth: number; text: string }[];
  /** What does not fit the description's shape, said plainly; empty when it fits. */
  problems: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pageLines(pages: unknown, depth: number, at: string, out: ContentOutline): void {
  if (!Array.isArray(pages)) {
    out.problems.push(`${at} is not a list of pages.`);
    return;
  }
  pages.forEach((page, index) => {
    const where = `${at}[${index}]`;
    if (!isRecord(page)) {
      out.problems.push(`${where} is not a page object.`);
      return;
    }
    const title = typeof page.title === 'string' && page.title ? page.title : '(untitled)';
    if (title === '(untitled)') out.problems.push(`${where} has no title (required).`);
    const type = typeof page.type === 'string' ? page.type : '?';
    const slug = typeof page.slug === 'string' ? ` /${page.slug}` : '';
    const extra = type === 'link' && isRecord(page.target) ? ` → ${JSON.stringify(page.target)}` : '';
    out.lines.push({ depth, text: `${title} (${type})${slug}${extra}` });
    if (!['document', 'link', 'computed', 'group'].includes(type))
      out.problems.push(`${where} has type "${type}"; a page is document, link, computed or group.`);
    if (page.pages !== undefined) pageLines(page.pages, depth + 1, `${where}.pages`, out);
  });
}

export function outlineContentAnswer(type: 'content_compute_revision' | 'content_compute_document', body: unknown): ContentOutline {
  if (type === 'content_compute_revision') {
    const out: ContentOutline = { kind: 'revision', lines: [], problems: [] };
    if (!isRecord(body)) return { ...out, problems: ['The answer is not a JSON object with `pages` and `files`.'] };
    const pages = Array.isArray(body.pages) ? body.pages : [];
    const files = Array.isArray(body.files) ? body.files : [];
    out.lines.push({
      depth: 0,
      text: `${pages.length} page${pages.length === 1 ? '' : 's'}, ${files.length} file${files.length === 1 ? '' : 's'}`,
    });
    if (body.pages !== undefined) pageLines(body.pages, 1, 'pages', out);
    for (const file of files) {
      if (isRecord(file))
        out.lines.push({
          depth: 1,
          text: `file ${String(file.name ?? '?')} (${String(file.contentType ?? '?')}, ${String(file.size ?? '?')} bytes)`,
        });
    }
    return out;
  }
  const out: ContentOutline = { kind: 'document', lines: [], problems: [] };
  if (!isRecord(body) || !('document' in body)) return { ...out, problems: ['The answer is not a JSON object with `document`.'] };
  const document = body.document;
  if (isRecord(document) && typeof document.markdown === 'string') {
    out.lines.push({ depth: 0, text: `Markdown document, ${document.markdown.length} characters` });
    for (const line of document.markdown.split('\n').slice(0, 12)) out.lines.push({ depth: 1, text: line });
  } else if (isRecord(document) && isRecord(document.document) && Array.isArray(document.document.nodes)) {
    const nodes = document.document.nodes as unknown[];
    out.lines.push({ depth: 0, text: `JSON document, ${nodes.length} top-level block${nodes.length === 1 ? '' : 's'}` });
    for (const node of nodes.slice(0, 12))
      out.lines.push({ depth: 1, text: isRecord(node) ? String(node.type ?? node.object ?? '?') : '?' });
  } else if (isRecord(document) && Object.keys(document).length === 0) {
    out.lines.push({ depth: 0, text: 'Empty document' });
  } else {
    out.problems.push('`document` is neither `{markdown}`, `{document: {object, data, nodes}}` nor `{}`.');
  }
  return out;
}

/** The outline as text, for the command line. */
export function formatOutline(outline: ContentOutline): string {
  return [
    ...outline.lines.map((line) => `${'  '.repeat(line.depth)}${line.text}`),
    ...outline.problems.map((problem) => `problem: ${problem}`),
  ].join('\n');
}
