/**
 * Why the sandbox, not the integration, produced an answer. Tests and callers read the code; the
 * message is for people and says what happened, which limit applied and what to do.
 */
export type SandboxFailureCode = 'deadline' | 'memory' | 'too-large' | 'crashed' | 'not-running' | 'refused-outbound' | 'background';

export class SandboxError extends Error {
  readonly code: SandboxFailureCode;
  constructor(code: SandboxFailureCode, message: string) {
    super(message);
    this.name = 'SandboxError';
    this.code = code;
  }
}
