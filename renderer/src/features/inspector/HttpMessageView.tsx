import { useState } from 'react';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import { bodyText, header, prettyBody } from '../../../../shared/inspector/exchange.ts';
import { formatBytes } from './format.ts';
import { boundaryOf, parseMultipart } from '../../../../shared/inspector/multipart.ts';

type Message = HttpExchange['request'] | NonNullable<HttpExchange['response']>;

/**
 * Headers, then the body pretty-printed (JSON) or raw, with its size and whether the journal cut it;
 * a multipart body (the dispatch envelope) as its parts, each decoded by its content type.
 */
export function HttpMessageView({ title, message }: { title: string; message: Message }) {
  const [raw, setRaw] = useState(false);
  const body = bodyText(message);
  const shown = raw || body.binary ? body.text : prettyBody(body.text, header(message.headers, 'content-type'));
  const headers = Object.entries(message.headers);
  const boundary = boundaryOf(header(message.headers, 'content-type'));
  const parts = boundary && !raw ? parseMultipart(message.body, message.bodyEncoding, boundary) : [];
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
            {(!body.binary || parts.length > 0) && (
              <button type="button" className="insp-link" onClick={() => setRaw((r) => !r)} aria-pressed={raw}>
                {raw ? 'Pretty' : 'Raw'}
              </button>
            )}
          </div>
          {parts.length > 0 ? (
            <ul className="insp-parts" aria-label="Parts">
              {parts.map((part, index) => (
                <li key={`${part.name}-${index}`}>
                  <details open={part.name !== 'environment'}>
                    <summary>
                      <code>{part.name}</code>
                      <span className="muted">
                        {' '}
                        · {part.contentType ?? (part.filename ? 'file' : 'text/plain')} · {formatBytes(part.size)}
                        {part.filename ? ` · ${part.filename}` : ''}
                      </span>
                    </summary>
                    <pre>{part.text ?? `binary (${formatBytes(part.size)})`}</pre>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <pre>{shown}</pre>
          )}
        </div>
      ) : (
        <p className="muted">No body.</p>
      )}
    </section>
  );
}
