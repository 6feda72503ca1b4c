import type { OperationAnswer } from '../answers.ts';
import type { Caller } from '../access.ts';
import type { Operation } from '../description.ts';
import type { Directory } from '../directory.ts';
import type { WorldStore } from '../world-store.ts';

/** One validated, authenticated call, as an operation handler sees it. */
export interface OperationCall {
  operation: Operation;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, already checked against the description. */
  body: unknown;
  caller: Caller;
  directory: Directory;
  world: WorldStore;
  /** Hands a queued task to the integration as a `task` event after `delaySeconds`. */
  /** The task queue changed: the next task due is looked up again (in the database). */
  scheduleTask(): void;
  /**
   * The depth of the task being delivered now, or null. Tasks go out one at a time, so a task queued
   * meanwhile was queued by that task's run (or, conservatively, by an event beside it).
   */
  runningTaskDepth(): number | null;
}

export type OperationHandler = (call: OperationCall) => OperationAnswer | Promise<OperationAnswer>;

/** Handlers by operationId: the emulated part of the description. */
export type OperationHandlers = Record<string, OperationHandler>;
