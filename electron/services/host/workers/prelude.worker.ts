// Evaluated before the integration's bundle (the entry imports it first), so it holds the platform's
// own functions before hosted code can replace any global or prototype method. The entry handles
// the host token only through these; a hosted module that imports this one gets nothing it did not
// have (the originals), no token. Bundled on its own (workers/sources.ts): it imports nothing of
// the studio, so the captures below are the first code that runs in the isolate.
import { AsyncLocalStorage } from 'node:async_hooks';

const call = Function.prototype.call;
// f(thisArg, ...args), calling the original method however the prototype changes later.
const uncurry = <This, Args extends unknown[], Result>(method: (this: This, ...args: Args) => Result) =>
  call.bind(method) as unknown as (self: This, ...args: Args) => Result;

/** One console call, before the entry takes the console over. */
export interface EarlyLog {
  level: string;
  args: unknown[];
}

/**
 * The console is taken over here, before any hosted code runs, so no reference hosted code takes to a
 * console method (at module load, or kept for later) reaches workerd's own console: every call goes
 * to the entry's recorder, and until the entry hands one over (after the integration's module has
 * evaluated), calls are kept, within the console output limit of one event.
 */
const EARLY_LOG_BYTES = 16 * 1024 * 1024; // CONTAINMENT_DEFAULTS.logBatchBytes
const early: EarlyLog[] = [];
let earlyBytes = 0;
let earlyDropped = 0;
let recorder: ((level: string, args: unknown[]) => void) | null = null;
const sizeOf = (value: unknown): number => (typeof value === 'string' ? value.length : 64);
function keepEarly(level: string, args: unknown[]) {
  let size = 0;
  for (const arg of args) size += sizeOf(arg);
  if (earlyBytes + size > EARLY_LOG_BYTES) return void earlyDropped++;
  earlyBytes += size;
  early.push({ level, args });
}
const consoleObject = console as unknown as Record<string, unknown>;
const LEVELS = new Set(['debug', 'log', 'info', 'warn', 'error']);
for (const name of Object.getOwnPropertyNames(consoleObject)) {
  if (typeof consoleObject[name] !== 'function') continue;
  const level = LEVELS.has(name) ? name : name === 'trace' || name === 'assert' ? 'error' : 'log';
  consoleObject[name] = (...args: unknown[]) => {
    if (name === 'assert') {
      if (args[0]) return;
      args = ['Assertion failed:', ...args.slice(1)];
    }
    if (recorder) recorder(level, args);
    else keepEarly(level, args);
  };
}

/**
 * Hands the console to the entry, once: returns what was logged before, and how many calls were
 * dropped past the limit. A second call (hosted code importing this module first) throws.
 */
function takeConsole(record: (level: string, args: unknown[]) => void): { logs: EarlyLog[]; dropped: number } {
  if (recorder) throw new Error('The console was already taken: the runtime refuses to start.');
  recorder = record;
  return { logs: early.splice(0), dropped: earlyDropped };
}

const headersGetter = Object.getOwnPropertyDescriptor(Request.prototype, 'headers')!.get as (this: Request) => Headers;

export const intrinsics = Object.freeze({
  fetch: uncurry(globalThis.fetch as (this: typeof globalThis, input: string, init: RequestInit) => Promise<Response>),
  Headers,
  Request,
  AsyncLocalStorage,
  requestHeaders: uncurry(headersGetter),
  headersGet: uncurry(Headers.prototype.get),
  headersDelete: uncurry(Headers.prototype.delete),
  run: uncurry(AsyncLocalStorage.prototype.run) as <T, R>(als: AsyncLocalStorage<T>, store: T, work: () => R) => R,
  getStore: uncurry(AsyncLocalStorage.prototype.getStore) as <T>(als: AsyncLocalStorage<T>) => T | undefined,
  then: uncurry(Promise.prototype.then) as <T, R>(
    promise: Promise<T>,
    onFulfilled: (value: T) => R | PromiseLike<R>,
    onRejected: (reason: unknown) => R | PromiseLike<R>,
  ) => Promise<R>,
  takeConsole,
  resolve: Promise.resolve.bind(Promise) as <T = void>(value?: T | PromiseLike<T>) => Promise<Awaited<T>>,
});
