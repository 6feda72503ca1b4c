import { methods, isMethodName, StudioError, type CallResult, type Handlers } from '../shared/api/index.ts';

export type Dispatch = (method: unknown, input: unknown) => Promise<CallResult>;

/**
 * The one gate every front door goes through: the method must be named in the contract, the input
 * must pass its zod schema, and whatever the handler throws comes back as a typed error.
 */
export function createDispatch(handlers: Handlers, onInternalError: (error: unknown) => void = console.error): Dispatch {
  return async (method, input) => {
    if (!isMethodName(method)) {
      return { ok: false, error: { code: 'unknown-method', message: `Unknown method ${JSON.stringify(method)}.` } };
    }
    const parsed = methods[method].input.safeParse(input === undefined ? {} : input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || '(input)',
        message: issue.message,
      }));
      const first = issues[0];
      return {
        ok: false,
        error: {
          code: 'invalid-input',
          message: `Invalid input for ${method}: ${first ? `${first.path}: ${first.message}` : 'rejected'}.`,
          issues,
        },
      };
    }
    try {
      const handler = handlers[method] as (input: unknown) => Promise<unknown>;
      return { ok: true, result: await handler(parsed.data) };
    } catch (error) {
      if (error instanceof StudioError) return { ok: false, error: error.toJSON() };
      onInternalError(error);
      return {
        ok: false,
        error: {
          code: 'internal',
          message: `${method} failed: ${(error as Error)?.message ?? String(error)} (a studio bug: the stack trace is in the studio's terminal output).`,
        },
      };
    }
  };
}
