// The few workerd types the worker modules use beyond the DOM library (@cloudflare/workers-types is
// not a dependency of the studio; this is what the modules need of it, no more).

declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, work: () => R): R;
    getStore(): T | undefined;
  }
}

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

interface ResponseInit {
  /** workerd: 'manual' sends the body as given even under a Content-Encoding. */
  encodeBody?: 'automatic' | 'manual';
}

interface Response {
  /** workerd: the WebSocket of an upgrade answer. */
  readonly webSocket: unknown;
}

/** A worker's module default export. */
interface WorkerModule<Env> {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
}

/** A service binding (the gate's to the host). */
interface Fetcher {
  fetch(request: Request): Promise<Response>;
}

/** What a Worker Loader is given for one isolate (workerd's `WorkerCode`, the fields the swap worker uses). */
interface WorkerCode {
  compatibilityDate: string;
  compatibilityFlags?: string[];
  mainModule: string;
  modules: Record<string, string>;
  env?: object;
  /** Where the loaded code's fetch() and connect() go; null cuts it off from the network. */
  globalOutbound?: Fetcher | null;
}

/** A loaded isolate. */
interface WorkerStub {
  getEntrypoint(name?: string): Fetcher;
}

/** workerd's Worker Loader binding: `get` returns the isolate of that name, loading it with `code()` the first time. */
interface WorkerLoader {
  get(name: string, code: () => WorkerCode | Promise<WorkerCode>): WorkerStub;
}
