import { siteProblems, type NodeIssue } from '../../../../shared/contentkit/index.ts';
import type { SiteFlags } from './env.tsx';

/**
 * The site's problems of one tree, keyed by the node that shows each flag: an element the site does
 * not draw is flagged in its own place; content it leaves out is flagged under the element holding it.
 */
export function siteFlagsOf(element: unknown): SiteFlags {
  const flags: Record<string, NodeIssue[]> = {};
  for (const issue of siteProblems(element)) {
    const at = issue.attribute === null ? issue.path : issue.path.slice(0, -issue.attribute.length).replace(/\.$/, '');
    (flags[at] ??= []).push(issue);
  }
  return flags;
}

/** A visible flag: which element (and attribute) the published site does not draw, and why. */
export function SiteFlag({ issue }: { issue: NodeIssue }) {
  return (
    // A span drawn as a block: a flag may stand where inline content is (a link inside a text).
    <span className="ck-site-flag" role="note" data-testid="site-flag" data-site-element={issue.element ?? ''}>
      <strong>
        Not on the published site: <code>{issue.attribute ? `${issue.element}.${issue.attribute}` : issue.element}</code>
      </strong>{' '}
      <span>{issue.message.replace(/^not drawn on the published site: /, '')}</span>
    </span>
  );
}
