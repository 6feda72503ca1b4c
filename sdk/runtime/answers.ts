import { ExposableError } from './exposable-error.ts';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Duck-typed too, so an ExposableError from another copy of the SDK is still recognised. */
function isExposable(error: unknown): error is ExposableError {
  return (
    error instanceof ExposableError ||
    (error instanceof Error && error.name === 'ExposableError' && typeof (error as ExposableError).code === 'number')
  );
}

/** ExposableError → its status and message; anything else → a generic 500, details to the log only. */
export function answerError(error: unknown, where: string): Response {
  if (isExposable(error)) {
    const status = error.code >= 400 && error.code <= 599 ? error.code : 400;
    return json({ error: error.message }, status);
  }
  console.error(`Unexpected error while handling ${where}:`, error);
  return json({ error: 'Unexpected error in the integration.' }, 500);
}
