/** The platform's error shape (`components.responses.*Error` of the description): `{error: {code, message}}`. */
export interface ApiErrorBody {
  error: { code: number; message: string };
}

/** What an operation handler answers: a status and a JSON body, or a ready Response (streams). */
export type OperationAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | Response;

/** Thrown by a handler to answer with the platform's error shape (e.g. a 404 for an unknown space). */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const apiErrorBody = (status: number, message: string): ApiErrorBody => ({ error: { code: status, message } });

export function apiError(status: number, message: string): Response {
  return Response.json(apiErrorBody(status, message), { status });
}

export const ok = (body: unknown): OperationAnswer => ({ status: 200, body });
export const noContent = (): OperationAnswer => ({ status: 204 });
