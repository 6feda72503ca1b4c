/**
 * What a `PlatformAPI` call throws when the API answers with a status of 400 or more: the status
 * as `code` (e.g. `error.code === 404`), the API's own message as `errorMessage`, and the response.
 */
export class PlatformAPIError extends Error {
  override readonly name = 'PlatformAPIError';
  /** The HTTP status of the answer. */
  readonly code: number;
  /** The message of the API's `{error: {code, message}}` body, or the status text. */
  readonly errorMessage: string;
  readonly response: Response;

  constructor(errorMessage: string, response: Response) {
    super(`Platform API failed with [${response.status}] ${response.url}: ${errorMessage}`);
    this.code = response.status;
    this.errorMessage = errorMessage;
    this.response = response;
  }
}
