import type { JournalRecord } from '../../../../shared/api/journal.ts';

/** What the platform API emulator recorded about a call (`data.api` of an `outbound.fetch` record). */
export interface ApiCallView {
  operationId: string | null;
  route: string | null;
  emulated: boolean;
  caller: string | null;
  problems: { field: string; message: string }[];
}

/** The API call a record describes, or null for any other record (or one from before the emulator). */
export function apiCallOf(record: JournalRecord): ApiCallView | null {
  if (record.kind !== 'outbound.fetch') return null;
  const api = (record.data as { api?: unknown } | null)?.api;
  if (!api || typeof api !== 'object') return null;
  const value = api as Partial<ApiCallView>;
  return {
    operationId: typeof value.operationId === 'string' ? value.operationId : null,
    route: typeof value.route === 'string' ? value.route : null,
    emulated: value.emulated === true,
    caller: typeof value.caller === 'string' ? value.caller : null,
    problems: Array.isArray(value.problems)
      ? value.problems.filter(
          (p): p is { field: string; message: string } => typeof p?.field === 'string' && typeof p?.message === 'string',
        )
      : [],
  };
}

/** The operation a platform API call reached, who made it, and the fields of a refused body. */
export function ApiCallPanel({ call }: { call: ApiCallView }) {
  return (
    <section className="insp-api-call" aria-label="Platform API call">
      <dl className="insp-facts">
        <dt>Operation</dt>
        <dd>
          <code>{call.operationId ?? 'no operation of the API description'}</code>
          {call.operationId && !call.emulated && <span className="outcome-error"> (not emulated: 501)</span>}
        </dd>
        {call.route && (
          <>
            <dt>Route</dt>
            <dd>
              <code>{call.route}</code>
            </dd>
          </>
        )}
        <dt>Authenticated as</dt>
        <dd>{call.caller ?? 'nobody (missing or unknown token)'}</dd>
      </dl>
      {call.problems.length > 0 && (
        <div className="error-box" role="alert">
          <strong>The body does not match the API description:</strong>
          <ul>
            {call.problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>
                <code>{problem.field}</code> {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
