import type { JournalRecord } from '../../../../shared/api/journal.ts';
import { isKind } from '../../../../shared/journal/record.ts';

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
  const api = isKind(record, 'outbound.fetch') ? record.data.api : undefined;
  if (!api) return null;
  return {
    operationId: api.operationId,
    route: api.route ?? null,
    emulated: api.emulated === true,
    caller: api.caller ?? null,
    problems: api.problems ?? [],
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
