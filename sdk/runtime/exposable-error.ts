/**
 * An error whose message is safe to show the caller: the runtime answers with its status and
 * `{error: message}`. Any other error answers a generic 500 and only the log sees its details.
 */
export class ExposableError extends Error {
  readonly code: number;
  constructor(message: string, code = 400) {
    super(message);
    this.name = 'ExposableError';
    this.code = code;
  }
}
