import { ApiFailure } from './answers.ts';

/**
 * Limits on `queueIntegrationTask`, so hosted code cannot fan tasks out or fill the studio's memory
 * and database. The description bounds `schedule` at 86 400 s; the platform states no other figure,
 * so these are the studio's (documented in docs/platform-api.md and docs/security.md).
 */
export const TASK_LIMITS = {
  /** The task's payload, as JSON. */
  payloadBytes: 64 * 1024,
  /** Tasks queued and not yet delivered, per installation (every task goes to the development installation). */
  pendingPerInstallation: 1_000,
  /** Furthest a task may be scheduled, in seconds (the description's maximum). */
  scheduleSeconds: 86_400,
  /** Tasks queueing tasks: how deep a chain may go (a task queued while a task of depth n runs has depth n + 1). */
  chainDepth: 16,
} as const;

/**
 * Throws a 400 or 429 naming the limit a task passes (its code first: TASK_PAYLOAD_TOO_LARGE,
 * TASK_SCHEDULE_OUT_OF_RANGE, TASK_CHAIN_TOO_DEEP, TOO_MANY_QUEUED_TASKS). `depth` is the new task's.
 */
export function checkTask(task: unknown, schedule: unknown, pending: number, depth = 0): { json: string; schedule: number } {
  const json = JSON.stringify(task ?? null);
  const bytes = Buffer.byteLength(json);
  if (bytes > TASK_LIMITS.payloadBytes)
    throw new ApiFailure(
      400,
      `TASK_PAYLOAD_TOO_LARGE: the task's payload is ${bytes} bytes of JSON, over the ${TASK_LIMITS.payloadBytes / 1024} KiB limit; queue an id and fetch the data when the task runs.`,
    );
  const seconds = schedule === undefined ? 0 : schedule;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0 || seconds > TASK_LIMITS.scheduleSeconds)
    throw new ApiFailure(400, `TASK_SCHEDULE_OUT_OF_RANGE: schedule must be a number of seconds from 0 to ${TASK_LIMITS.scheduleSeconds}.`);
  if (depth > TASK_LIMITS.chainDepth)
    throw new ApiFailure(
      400,
      `TASK_CHAIN_TOO_DEEP: this task would be the ${depth + 1}th in a chain of tasks queueing tasks, over the limit of ${TASK_LIMITS.chainDepth + 1}; end the chain, or carry the remaining work in one task's payload.`,
    );
  if (pending >= TASK_LIMITS.pendingPerInstallation)
    throw new ApiFailure(
      429,
      `TOO_MANY_QUEUED_TASKS: ${pending} tasks are queued and not yet run, the limit per installation; queue more once some have run.`,
    );
  return { json, schedule: seconds };
}
