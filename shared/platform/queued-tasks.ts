/** What the list of queued tasks shows of one, in the Events pane and on the command line. */
export interface QueuedTaskTiming {
  queuedAt: number;
  dueAt: number;
  deliveredStatus: number | null;
}

/** The payload on one line, cut at `max` characters: enough to tell tasks apart in a list. */
export function summarizeTask(task: unknown, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(task) ?? String(task);
  } catch {
    text = String(task);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function span(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round(minutes / 6) / 10} h`;
}

/** Where the task stands: answered, waiting for its schedule, or owed (due, not delivered: the studio was stopped). */
export function describeTaskState(task: QueuedTaskTiming, now: number): string {
  if (task.deliveredStatus !== null) return `delivered, answered ${task.deliveredStatus}`;
  if (task.dueAt > now) return `due in ${span(task.dueAt - now)}`;
  return 'due, not delivered yet';
}
