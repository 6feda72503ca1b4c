import { makeStep, type Step } from './timeline.ts';

/** Where a webframe's `@webframe.navigate` asks the site to go: a path relative to the site root, or a page id. */
export interface NavigationTarget {
  path: string | null;
  pageId: string | null;
  anchor: string | null;
}

export function describeTarget(target: NavigationTarget): string {
  const where = target.path !== null ? `/${target.path.replace(/^\//, '')}` : `page ${target.pageId ?? '?'}`;
  return target.anchor ? `${where}#${target.anchor}` : where;
}

/**
 * A "navigate" entry of the history: the canvas as it was, with the path the webframe asked for.
 * The platform takes the visitor's browser there; the studio has no site to open, so it stays on the
 * component and says where the visitor would have gone.
 */
export function navigationStep(from: Step, target: NavigationTarget): Step {
  return makeStep({
    label: `navigate ${describeTarget(target)}`,
    action: { action: '@webframe.navigate', ...target },
    frames: from.frames,
    status: null,
    durationMs: null,
    error: null,
    notice: `The webframe asked the site to open ${describeTarget(target)}. On the platform the visitor's browser goes there; the studio stays on this component.`,
  });
}
