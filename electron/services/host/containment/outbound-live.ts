import { FILE_LIMITS } from '../../../lib/regular-file.ts';
import { headerRecord, httpMessage } from '../http-message.ts';
import { fetchPinned, type BodyTap } from './outbound-fetch.ts';
import { mib } from './outbound-gate.ts';
import { describeError, reject, type OutboundStep } from './outbound-exchange.ts';

/** What a recording keeps of a body at most; a larger answer is passed on, and the mocks say it was not saved. */
const RECORD_LIMIT_BYTES = FILE_LIMITS.mockBody;

/**
 * The network: the request goes to the address the policy checked, its answer streams back within
 * the cap and is journaled (and, in `record` mode, saved as a mock) once its body is done.
 */
export const live: OutboundStep = async (exchange, { limits, folder, mocks }) => {
  const { request, headers } = exchange;
  const mode = exchange.mode;
  // Nothing goes out unchecked, whatever the order of the steps becomes.
  if (!exchange.allowed) throw new Error(`the outbound policy has not decided on ${request.url}`);
  let answer;
  try {
    answer = await fetchPinned({ method: request.method, url: request.url, headers, body: exchange.body }, exchange.allowed.pin, {
      capBytes: limits.responseCapBytes,
      // A recording keeps the whole body (up to its limit); the journal still keeps only its preview.
      previewBytes:
        mode === 'record' ? Math.max(limits.previewBytes, Math.min(limits.responseCapBytes, RECORD_LIMIT_BYTES)) : limits.previewBytes,
      connectTimeoutMs: limits.connectTimeoutMs,
    });
  } catch (cause) {
    exchange.release();
    const error = describeError(cause);
    exchange.record(null, error);
    return reject(`The studio could not reach ${request.url}: ${error}.`, folder);
  }
  // The connection is held until the body is done (read, cut, failed or cancelled).
  void answer.tapped.then(exchange.release);
  const responseHeaders = headerRecord(answer.headers);
  const declared = answer.headers.get('content-length');
  if (declared !== null && Number(declared) > limits.responseCapBytes) {
    void answer.body?.cancel().catch(() => {});
    const error = `the response declares ${declared} bytes, more than ${mib(limits.responseCapBytes)}, the studio's cap on outbound responses`;
    exchange.record({ status: answer.status, ...httpMessage(responseHeaders, null, { limit: limits.previewBytes }) }, error);
    return reject(`The response from ${request.url} was not read: ${error}.`, folder);
  }
  void answer.tapped.then((tap: BodyTap) => {
    const error = tap.overCap
      ? `the body passed ${mib(limits.responseCapBytes)}, the studio's cap on outbound responses, and was cut there`
      : tap.error;
    exchange.record(
      { status: answer.status, ...httpMessage(responseHeaders, tap.preview, { limit: limits.previewBytes, size: tap.size }) },
      error,
    );
    if (mode === 'record' && !error)
      mocks?.record({
        method: request.method,
        url: request.url,
        status: answer.status,
        headers: answer.headers,
        body: tap.size === tap.preview.byteLength ? tap.preview : null,
        size: tap.size,
      });
  });
  // undici has already decoded a compressed body: passing the encoding on would make workerd decode it twice.
  const passed = new Headers(answer.headers);
  if (passed.has('content-encoding')) {
    passed.delete('content-encoding');
    passed.delete('content-length');
  }
  return { status: answer.status, statusText: answer.statusText, headers: passed, body: answer.body };
};
