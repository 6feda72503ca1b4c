import { isBuiltinAction, readAnswer, resolveBindings, type IntegrationError } from '../../../../shared/contentkit/index.ts';
import { openUrlVerdict } from '../../../../shared/security/open-urls.ts';
import { makeStep, type Frame, type NodeSources, type Step } from './timeline.ts';

export interface RenderCall {
  componentId: string;
  props: Record<string, unknown>;
  state?: Record<string, unknown>;
  action?: Record<string, unknown>;
}
export interface RenderReply {
  status: number;
  durationMs: number;
  body: unknown;
  /** What the integration logged while answering, stacks mapped to its source. */
  logs?: { level: string; message: string; stack?: string }[];
  /** Where each element of `body` was written (development builds), by node path. */
  sources?: NodeSources;
}

/** What the action runner needs from the outside: `host.render` (context bound) and a URL opener. */
export interface ActionDeps {
  render(call: RenderCall): Promise<RenderReply>;
  /**
   * Opens `url`; `local` says why it is on this machine or its private network (the opener asks the
   * user first), null for a public address. `handed`: the desktop app asks in its own dialog.
   */
  openUrl(url: string, local: string | null): Promise<'opened' | 'cancelled' | 'handed'>;
}

type Outcome = { frames: Frame[]; reply: RenderReply | null; error: IntegrationError | null; notice: string | null } | null;

/**
 * Runs an action pressed in frame `level` of `step`: bindings are resolved from that frame's state
 * first, built-ins are handled here, anything else goes to the component. Resolves the step to add,
 * or null when the component answered nothing (an empty answer changes nothing).
 */
export async function performAction(step: Step, level: number, raw: Record<string, unknown>, deps: ActionDeps): Promise<Step | null> {
  const frame = step.frames[level];
  if (!frame) return null;
  const action = resolveBindings(raw, frame.state) as Record<string, unknown> & { action: string };
  const outcome = await run(step.frames, level, action, deps);
  if (!outcome) return null;
  return makeStep({
    label: action.action,
    action,
    frames: outcome.frames,
    status: outcome.reply?.status ?? null,
    durationMs: outcome.reply?.durationMs ?? null,
    error: outcome.error,
    notice: outcome.notice,
  });
}

async function run(
  frames: Frame[],
  level: number,
  action: Record<string, unknown> & { action: string },
  deps: ActionDeps,
): Promise<Outcome> {
  const frame = frames[level]!;
  if (!isBuiltinAction(action)) return send(frames, level, action, deps);
  switch (action.action) {
    case '@ui.modal.open': {
      const componentId = String(action.componentId);
      const props = (action.props as Record<string, unknown> | undefined) ?? {};
      const reply = await call(deps, { componentId, props });
      const read = readReply(reply);
      if (read.kind === 'error') return { frames, reply, error: read.error, notice: null };
      if (read.kind === 'empty' || read.answer.type !== 'element') {
        return {
          frames,
          reply,
          error: { status: reply.status, message: `The modal component "${componentId}" answered no element.`, stack: null },
          notice: null,
        };
      }
      const opened: Frame = {
        componentId,
        props: read.answer.props ?? props,
        state: read.answer.state ?? {},
        element: read.answer.element,
        sources: reply.sources,
      };
      return { frames: [...frames.slice(0, level + 1), opened], reply, error: null, notice: null };
    }
    case '@ui.modal.close':
      return closeModal(frames, level, (action.returnValue as Record<string, unknown> | undefined) ?? {}, deps);
    case '@ui.url.open': {
      // The description takes any string (or none); only a web or mail address goes to a browser, one on this machine after a question.
      const verdict = openUrlVerdict(action.url);
      if (verdict.kind === 'refuse')
        return { frames, reply: null, error: null, notice: `Did not open ${JSON.stringify(action.url ?? null)}: ${verdict.reason}.` };
      const url = action.url as string;
      const outcome = await deps.openUrl(url, verdict.kind === 'ask' ? verdict.reason : null);
      const notice = {
        opened: `Opened ${url} in the browser.`,
        cancelled: `Did not open ${url}: cancelled.`,
        handed: `Asked to open ${url}: the desktop app asks you first, since it is on this machine or its private network.`,
      }[outcome];
      return { frames, reply: null, error: null, notice };
    }
    case '@link.unfurl': {
      const outcome = await send(frames, level, action, deps);
      if (!outcome || outcome.error) return outcome;
      const unfurled = outcome.frames[level];
      return { ...outcome, notice: `Unfurled ${String(action.url)}: the block now has props ${JSON.stringify(unfurled?.props ?? {})}.` };
    }
    case '@editor.node.updateProps': {
      const props = (action.props as Record<string, unknown> | undefined) ?? {};
      const reply = await call(deps, { componentId: frame.componentId, props, state: frame.state });
      return apply(frames, level, { ...frame, props }, reply);
    }
  }
  return null;
}

/** Closes the modal at `level` and hands its return value to the component that opened it. */
async function closeModal(frames: Frame[], level: number, returnValue: Record<string, unknown>, deps: ActionDeps): Promise<Outcome> {
  if (level === 0)
    return { frames, reply: null, error: null, notice: `The component closed with return value ${JSON.stringify(returnValue)}.` };
  const parent = frames.slice(0, level);
  const outcome = await send(parent, level - 1, { action: '@ui.modal.close', returnValue }, deps);
  return outcome ?? { frames: parent, reply: null, error: null, notice: null };
}

async function send(frames: Frame[], level: number, action: Record<string, unknown>, deps: ActionDeps): Promise<Outcome> {
  const frame = frames[level]!;
  const reply = await call(deps, { componentId: frame.componentId, props: frame.props, state: frame.state, action });
  const read = readReply(reply);
  if (read.kind === 'answer' && read.answer.type === 'complete') return closeModal(frames, level, read.answer.returnValue, deps);
  return apply(frames, level, frame, reply);
}

function apply(frames: Frame[], level: number, frame: Frame, reply: RenderReply): Outcome {
  const read = readReply(reply);
  if (read.kind === 'empty') return null;
  if (read.kind === 'error') return { frames, reply, error: read.error, notice: null };
  if (read.answer.type === 'complete') return { frames, reply, error: null, notice: null };
  const next: Frame = {
    ...frame,
    props: read.answer.props ?? frame.props,
    state: read.answer.state ?? frame.state,
    element: read.answer.element,
    sources: reply.sources,
  };
  return { frames: frames.map((f, index) => (index === level ? next : f)), reply, error: null, notice: null };
}

/** A first render (or a re-render keeping props and state) of a component. */
export async function renderFrame(
  frame: Omit<Frame, 'element'> & { element?: unknown },
  label: string,
  deps: ActionDeps,
  rest: Frame[] = [],
  /** Sent with this render, as the platform sends `@link.unfurl` to a block inserted for a pasted link. */
  action?: Record<string, unknown>,
): Promise<Step> {
  const reply = await call(deps, {
    componentId: frame.componentId,
    props: frame.props,
    state: Object.keys(frame.state).length ? frame.state : undefined,
    ...(action ? { action } : {}),
  });
  const read = readReply(reply);
  const base: Frame = { ...frame, element: frame.element ?? null };
  const fields = { label, action: action ?? null, status: reply.status, durationMs: reply.durationMs, notice: null };
  if (read.kind === 'error') return makeStep({ ...fields, frames: [base, ...rest], error: read.error });
  if (read.kind === 'empty' || read.answer.type !== 'element') {
    return makeStep({
      ...fields,
      frames: [base, ...rest],
      error: { status: reply.status, message: `"${frame.componentId}" answered no element to render.`, stack: null },
    });
  }
  const next: Frame = {
    ...base,
    props: read.answer.props ?? frame.props,
    state: read.answer.state ?? frame.state,
    element: read.answer.element,
    sources: reply.sources,
  };
  return makeStep({ ...fields, frames: [next, ...rest], error: null });
}

/**
 * An error answer as the Preview shows it: behind a 5xx the integration's own error logs (the thrown
 * error, its stack mapped to the source) stand in for the platform's generic message's missing stack.
 */
export function readReply(reply: RenderReply): ReturnType<typeof readAnswer> {
  const read = readAnswer(reply.status, reply.body);
  if (read.kind !== 'error' || read.error.stack || reply.status < 500) return read;
  const logged = (reply.logs ?? []).filter((log) => log.level === 'error').map((log) => log.stack ?? log.message);
  return logged.length ? { kind: 'error', error: { ...read.error, stack: logged.join('\n\n') } } : read;
}

/** `host.render` failures (host down, time-out) become a visible error, never an exception. */
async function call(deps: ActionDeps, input: RenderCall): Promise<RenderReply> {
  try {
    return await deps.render(input);
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { status: 0, durationMs: 0, body: { error: { message: `${code ? `${code}: ` : ''}${(error as Error).message}` } } };
  }
}
