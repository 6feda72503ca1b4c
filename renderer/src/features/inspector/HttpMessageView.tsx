import { useState } from 'react';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import { bodyText, header, prettyBody } from '../../../../shared/inspector/exchange.ts';
import { formatBytes } from './format.ts';

type Message = HttpExchange['request'] | NonNullable<HttpExchange['response']>;

/** Headers, then the body pretty-printed (JSON) or raw, with its size and whether the journal cut it. */
export function HttpMessageView({ title, message }: { title: string; message: Message }) {
  const [raw, setRaw] = useState(false);
  const body = bodyText(message);
  const shown = raw || body.binary ? body.text : prettyBody(body.text, header(message.headers, 'content-type'));
  const headers = Object.entries(message.headers);
  return (
    <section className="insp-message" aria-label={title}>
      <h3>
        {title}
        <span className="muted">
          {' '}
          · {headers.length} headers · body {formatBytes(message.bodySize)}
          {message.truncated ? ` (journal kept the first ${formatBytes(message.body.length)})` : ''}
        </span>
      </h3>
      {headers.length > 0 && (
        <table className="insp-headers">
          <tbody>
            {headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {message.bodySize > 0 || message.body ? (
        <div className="insp-body">
          <div className="insp-body-bar">
            <span className="muted">{body.binary ? 'binary body (base64)' : (header(message.headers, 'content-type') ?? 'body')}</span>
            {!body.binary && (
              <button type="button" className="insp-link" onClick={() => setRaw((r) => !r)} aria-pressed={raw}>
                {raw ? 'Pretty' : 'Raw'}
              </button>
            )}
          </div>
          <pre>{shown}</pre>
        </div>
      ) : (
        <p className="muted">No body.</p>
      )}
    </section>
  );
}
