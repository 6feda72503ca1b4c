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
  resolve: Promise.resolve.bind(Promise) as <T = void>(value?: T | PromiseLike<T>) => Promise<Awaited<T>>,
});
