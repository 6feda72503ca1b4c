/** Where a value failed, as a validator reports it (the wire carries the same list for invalid-input). */
export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * A service's own error: a code from that service's own union and a message for people, nothing of
 * the API's wire. Each service folder declares its subclass and code union in its `errors.ts`
 * (`class JournalError extends ServiceError<JournalErrorCode>`); the app maps each class's codes to
 * the API's codes once, in `app/errors.ts`, so a code a service adds must be mapped before it compiles.
 */
export abstract class ServiceError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly issues: readonly ErrorIssue[] | undefined;
  constructor(code: Code, message: string, options: { cause?: unknown; issues?: readonly ErrorIssue[] } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.issues = options.issues;
  }
}
