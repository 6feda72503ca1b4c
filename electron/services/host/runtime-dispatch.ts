import type { SandboxFailureCode } from './containment/errors.ts';
import { answerLimitMessages, failure, readAnswer, type RuntimeAnswer } from './runtime-answer.ts';
import type { Serving } from './runtime-process.ts';
import { mb, type RuntimeWatch } from './runtime-watch.ts';

const MEMORY_RECHECK_MS = 25;

/** One request to the integration, as the host sends it. */
export interface DispatchRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: Uint8Array };
  /** Names the dispatch in failures: the event type and the component or route. */
  what: string;
}

/** What answering one dispatch needs of the runtime around it. */
export interface AnswerContext {
  limits: { deadlineMs: number; bodyLimitBytes: number; memoryLimitBytes: number };
  watch: RuntimeWatch;
  /** The process now serving (null while none does). */
  serving(): Serving | null;
  /** Kills the serving process for `reason` (the lifecycle's `kill`); dispatches it takes down say so. */
  kill(reason: string, code: SandboxFailureCode): void;
  /** Why a generation was killed, when it was. */
  killed(generation: number): { message: string; code: SandboxFailureCode } | undefined;
}

/**
 * Sends one dispatch to `to` and turns what comes back into the answer: the integration's, or the
 * host's own naming the limit passed (deadline, memory, answer size) or the crash; a limit passed
 * or a crash kills the process.
 */
export async function answerFrom(to: Serving, request: DispatchRequest, context: AnswerContext): Promise<RuntimeAnswer> {
  const { limits, watch } = context;
  const sameProcess = () => context.serving()?.process === to.process;
  const limitWatch = watch.dispatch(() => sameProcess() && context.serving()?.generation === to.generation);
  try {
    const answer = (async (): Promise<RuntimeAnswer> => {
      // The Host header makes the worker see the URL the platform would post to. Redirects are
      // not followed (an integration's redirect, OAuth for one, is its answer to pass on as is).
      const target = new URL(request.url);
      const response = await to.client.request({
        method: request.init.method,
        path: target.pathname + target.search,
        headers: { ...request.init.headers, host: target.host },
        body: request.init.body,
      });
      return readAnswer(response, limits, request.what);
    })();
    const passed = limitWatch.passed.then((limit): RuntimeAnswer => {
      if (limit.limit === 'deadline') {
        const message = `The integration's handler for ${request.what} did not settle within the ${limits.deadlineMs} ms deadline; its runtime was restarted.`;
        context.kill(message, 'deadline');
        return failure(504, message, null, 'deadline');
      }
      const message = `The integration's runtime used ${mb(limit.bytes)}, over the ${mb(limits.memoryLimitBytes)} memory limit; it was restarted.`;
      context.kill(message, 'memory');
      return failure(507, message, null, 'memory');
    });
    let result = await Promise.race([answer, passed]).catch((error: Error) => {
      const reason = context.killed(to.generation);
      if (reason) return failure(503, reason.message, null, reason.code);
      if ((error as { code?: string }).code === 'UND_ERR_HEADERS_OVERFLOW')
        return failure(502, answerLimitMessages(limits.bodyLimitBytes).tooManyHeaders, null, 'too-large');
      const message = `The integration's runtime crashed (${error.message}); it was restarted.`;
      if (sameProcess()) context.kill(message, 'crashed');
      return failure(502, message, null, 'crashed');
    });
    answer.catch(() => {});
    // A dispatch may leave the runtime bloated without taking long: sample after it too, but at
    // most every MEMORY_RECHECK_MS so back-to-back dispatches do not each pay for /proc reads.
    if (result.failure === null && sameProcess() && watch.sinceSampleMs() >= MEMORY_RECHECK_MS) {
      const bytes = await watch.overMemory();
      if (bytes !== null && sameProcess()) {
        const message = `The integration's runtime used ${mb(bytes)}, over the ${mb(limits.memoryLimitBytes)} memory limit; it was restarted and this answer dropped.`;
        context.kill(message, 'memory');
        result = failure(507, message, null, 'memory');
      }
    }
    return result;
  } finally {
    limitWatch.stop();
  }
}
