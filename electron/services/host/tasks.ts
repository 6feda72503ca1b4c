import { platformId } from '../../../shared/platform/index.ts';
import type { ApiStub } from './api-stub.ts';

/** The platform's bounds for `schedule` (seconds before the task runs), from the API description. */
export const MAX_TASK_DELAY_S = 86_400;
/** Queued and not yet run; beyond it a new task is refused (429), so a loop cannot pile up timers. */
export const MAX_PENDING_TASKS = 1_000;

export interface TaskEvent {
  type: 'task';
  eventId: string;
  task: Record<string, unknown>;
}

export interface TaskQueue {
  /** Tasks waiting for their time. */
  pending(): number;
  /** Cancels every waiting task (the host is going away). */
  dispose(): void;
}

/**
 * `POST /v1/integrations/:name/tasks` (`queueIntegrationTask`, what `context.integration.queueTask`
 * calls): after `schedule` seconds the platform sends a `task` event with the payload to the
 * installation whose token queued it. `installationOf` maps a token to its installation (undefined:
 * the integration's own token, delivered to the development installation).
 */
export function serveTasks(
  api: ApiStub,
  options: {
    installationOf(token: string | null): string | undefined;
    deliver(event: TaskEvent, installationId: string | undefined): Promise<unknown>;
    onError(message: string): void;
  },
): TaskQueue {
  const timers = new Set<NodeJS.Timeout>();
  api.route('POST', '/v1/integrations/:name/tasks', ({ body, token }) => {
    const request = (body ?? {}) as { task?: unknown; schedule?: unknown };
    if (typeof request.task !== 'object' || request.task === null || Array.isArray(request.task)) {
      return Response.json(
        { error: { code: 400, message: 'The body needs "task", an object: the payload of the task event.' } },
        { status: 400 },
      );
    }
    const schedule = request.schedule ?? 0;
    if (typeof schedule !== 'number' || !Number.isFinite(schedule) || schedule < 0 || schedule > MAX_TASK_DELAY_S) {
      return Response.json(
        {
          error: {
            code: 400,
            message: `"schedule" is a number of seconds from 0 to ${MAX_TASK_DELAY_S}; got ${JSON.stringify(schedule)}.`,
          },
        },
        { status: 400 },
      );
    }
    if (timers.size >= MAX_PENDING_TASKS) {
      return Response.json({ error: { code: 429, message: `${MAX_PENDING_TASKS} tasks are already waiting.` } }, { status: 429 });
    }
    const installationId = options.installationOf(token);
    const event: TaskEvent = { type: 'task', eventId: platformId(), task: request.task as Record<string, unknown> };
    const timer = setTimeout(() => {
      timers.delete(timer);
      options
        .deliver(event, installationId)
        .catch((error: Error) => options.onError(`The queued task ${event.eventId} was not delivered: ${error.message}`));
    }, schedule * 1000);
    timer.unref();
    timers.add(timer);
    return new Response(null, { status: 204 });
  });
  return {
    pending: () => timers.size,
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
