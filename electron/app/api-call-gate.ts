import { methods, isMethodName, type CallResult, type Handlers } from '../../shared/api/index.ts';
import { checkValue } from '../lib/values.ts';
import { toApiError } from './errors.ts';

/** The Studio API's call gate: one call in, its typed answer out (never a throw). */
export type ApiCallGate = (method: unknown, input: unknown) => Promise<CallResult>;

/**
 * The Studio API's call gate, which every front door (IPC, WebSocket, CLI) goes through: the method must be named in the contract, the input
 * must pass its zod schema, and whatever the handler throws comes back as a typed error (domain
 * errors through the one chain in errors.ts; anything else is a studio bug, answered `internal`).
 */
export function createApiCallGate(handlers: Handlers, onInternalError: (error: unknown) => void = console.error): ApiCallGate {
  return async (method, input) => {
    try {
      return await call(method, input);
    } catch (error) {
      // Nothing in a message may escape the call gate: whatever slipped past the checks is still an answer.
      onInternalError(error);
      return { ok: false, error: { code: 'internal', message: `The call failed: ${(error as Error)?.message ?? String(error)}` } };
    }
  };

  async function call(method: unknown, input: unknown): Promise<CallResult> {
    if (!isMethodName(method)) {
      return { ok: false, error: { code: 'unknown-method', message: `Unknown method ${JSON.stringify(String(method).slice(0, 200))}.` } };
    }
    // Measured before zod walks it: a value deep enough to overflow recursion is refused by name.
    const violation = checkValue(input, `The input of ${method}`);
    if (violation) return { ok: false, error: { code: 'too-large', message: violation.message } };
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
      const known = toApiError(error);
      if (known) return { ok: false, error: known };
      onInternalError(error);
      return {
        ok: false,
        error: {
          code: 'internal',
          message: `${method} failed: ${(error as Error)?.message ?? String(error)} (a studio bug: the stack trace is in the studio's terminal output).`,
        },
      };
    }
  }
}
