import type { IntegrationError } from '../../../../shared/contentkit/index.ts';

/** One rendered component: the root on the canvas or a modal opened over it. */
export interface Frame {
  componentId: string;
  props: Record<string, unknown>;
  state: Record<string, unknown>;
  /** null until the component answered once. */
  element: unknown;
  /** Where each of its nodes was written, by node path (development builds); absent otherwise. */
  sources?: NodeSources;
}
export type NodeSources = Record<string, { file: string; path: string; line: number; column: number }>;

/** Everything the canvas shows at one moment, so any step can be restored as it was. */
export interface Step {
  id: number;
  /** What led here: `render`, `hot reload`, `props`, an action name… */
  label: string;
  action: Record<string, unknown> | null;
  frames: Frame[];
  status: number | null;
  durationMs: number | null;
  error: IntegrationError | null;
  /** A built-in action's visible outcome (a URL opened, an unfurl result). */
  notice: string | null;
}

export interface Timeline {
  steps: Step[];
  cursor: number;
}

export const emptyTimeline: Timeline = { steps: [], cursor: -1 };

let nextId = 1;
export function makeStep(fields: Omit<Step, 'id'>): Step {
  return { id: nextId++, ...fields };
}

/** Adds a step after the cursor; steps that were travelled back over are dropped, as in an editor's undo. */
export function pushStep(timeline: Timeline, step: Step): Timeline {
  const steps = [...timeline.steps.slice(0, timeline.cursor + 1), step];
  return { steps, cursor: steps.length - 1 };
}

export function travel(timeline: Timeline, delta: number): Timeline {
  const cursor = Math.min(timeline.steps.length - 1, Math.max(0, timeline.cursor + delta));
  return cursor === timeline.cursor ? timeline : { ...timeline, cursor };
}

export function travelTo(timeline: Timeline, cursor: number): Timeline {
  return cursor >= 0 && cursor < timeline.steps.length ? { ...timeline, cursor } : timeline;
}

export function currentStep(timeline: Timeline): Step | null {
  return timeline.steps[timeline.cursor] ?? null;
}

/** A typed value (an input's state key) changes the current step in place: it is not an action. */
export function editState(timeline: Timeline, level: number, key: string, value: unknown): Timeline {
  const step = currentStep(timeline);
  const frame = step?.frames[level];
  if (!step || !frame) return timeline;
  const frames = step.frames.map((f, index) => (index === level ? { ...f, state: { ...f.state, [key]: value } } : f));
  const steps = timeline.steps.map((s, index) => (index === timeline.cursor ? { ...step, frames } : s));
  return { ...timeline, steps };
}

/** Changes one step wherever it is in the history (a late detail, like a stack found in the log). */
export function patchStep(timeline: Timeline, id: number, patch: (step: Step) => Step): Timeline {
  return { ...timeline, steps: timeline.steps.map((step) => (step.id === id ? patch(step) : step)) };
}
