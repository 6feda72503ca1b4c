import { z } from 'zod';

/** Every failure crossing a transport is one of these codes, never a raw exception. */
export const ErrorCode = z.enum([
  'invalid-input',
  'unknown-method',
  'forbidden',
  'no-workspace',
  'not-found',
  'conflict',
  'unavailable',
  'timeout',
  /** A value passed a size limit (nesting depth, string length, entries); the message names it. */
  'too-large',
  /** The workspace database cannot be read; `workspace.open` with `resetDb` moves it aside and starts a new one. */
  'damaged-database',
  /** A write named a workspace (or a file) other than the one open now: refused, nothing written; the message names both folders. */
  'workspace-changed',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const StudioErrorShape = z.object({
  code: ErrorCode,
  message: z.string(),
  /** For invalid-input: where the input failed, as zod reports it. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type StudioErrorShape = z.infer<typeof StudioErrorShape>;

export class StudioError extends Error {
  readonly code: ErrorCode;
  readonly issues: StudioErrorShape['issues'];
  constructor(code: ErrorCode, message: string, issues?: StudioErrorShape['issues']) {
    super(message);
    this.name = 'StudioError';
    this.code = code;
    this.issues = issues;
  }
  toJSON(): StudioErrorShape {
    return this.issues ? { code: this.code, message: this.message, issues: this.issues } : { code: this.code, message: this.message };
  }
  static from(shape: StudioErrorShape): StudioError {
    return new StudioError(shape.code, shape.message, shape.issues);
  }
}

/** The answer envelope every transport carries for a call. */
export type CallResult<T = unknown> = { ok: true; result: T } | { ok: false; error: StudioErrorShape };
