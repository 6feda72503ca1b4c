import type { QueuedTask } from '../../shared/api/installations.ts';
import { describeTaskState, summarizeTask } from '../../shared/platform/queued-tasks.ts';
import { UsageError } from './command.ts';

const LISTED = 10;

/** What `installations.queuedTasks` answers: the newest tasks first, and how many are queued in all. */
export interface Queue {
  tasks: QueuedTask[];
  total: number;
}

/** The queued tasks, newest first, one line each, as `trigger task` and `fire_event` list them. */
export function listQueuedTasks({ tasks, total }: Queue, now = Date.now()): string[] {
  const lines = tasks.slice(0, LISTED).map((row) => {
    const state = describeTaskState(row, now);
    return `  #${row.seq}  queued ${new Date(row.queuedAt).toISOString()}  ${state}  ${summarizeTask(row.task)}`;
  });
  if (total > LISTED) lines.push(`  … and ${total - LISTED} older`);
  return lines;
}

/** How the caller names a queued task and gives a payload's own: trigger's flags or fire_event's fields. */
export interface TaskNaming {
  /** `--task` or `task`. */
  task: string;
  /** `--payload '{"task": …}'` or `payload.task`. */
  payload: string;
  /** How a task event names one, whole. */
  example: string;
}

export const TRIGGER_NAMING: TaskNaming = { task: '--task', payload: `--payload '{"task": …}'`, example: 'trigger task --task N' };
export const TOOL_NAMING: TaskNaming = { task: 'task', payload: 'payload.task', example: '{"type": "task", "task": N}' };

/** A queue number (`#N` in the list), checked before anything starts; only the task event carries one. */
export function taskNumber(value: unknown, type: string, naming: TaskNaming): number | undefined {
  if (value === undefined) return undefined;
  if (type !== 'task') throw new UsageError(`${naming.task} belongs to the task event: ${naming.example}.`);
  const seq = Number(value);
  if (!Number.isInteger(seq) || seq < 1)
    throw new UsageError(`${naming.task} takes the number of a queued task (#N in the list); got ${JSON.stringify(value)}.`);
  return seq;
}

/**
 * The task a `task` event carries, as the Events pane's Queued tasks list fires it: the one named by
 * its number, else the only one queued (a payload's own `task` wins over both). With several queued
 * and none named, which one is the caller's to say: the error lists them.
 */
export function queuedTaskOverride(
  queue: Queue,
  seq: number | undefined,
  payload: Record<string, unknown> | undefined,
  naming: TaskNaming,
): { task?: unknown } {
  const rows = queue.tasks;
  if (seq !== undefined) {
    const row = rows.find((candidate) => candidate.seq === seq);
    if (!row)
      throw new UsageError(
        rows.length
          ? `${naming.task} ${seq}: no such queued task. Queued:\n${listQueuedTasks(queue).join('\n')}`
          : `${naming.task} ${seq}: the integration has queued no task (it queues one with context.integration.queueTask).`,
      );
    return { task: row.task };
  }
  if (payload && 'task' in payload) return {};
  if (rows.length === 1) return { task: rows[0]!.task };
  if (rows.length > 1)
    throw new UsageError(
      `${queue.total} tasks are queued: name one with ${naming.task} N (or give its payload with ${naming.payload}).\n${listQueuedTasks(queue).join('\n')}`,
    );
  return {};
}
