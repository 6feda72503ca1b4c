import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from '../../../shared/inspector/multipart.ts';

/** The envelope the host sends, built the same way (FormData through a Request), as bytes. */
async function envelope(fetchBody: Uint8Array) {
  const form = new FormData();
  form.set('event', JSON.stringify({ type: 'fetch', request: { method: 'POST', url: '/x' } }));
  form.set('environment', JSON.stringify({ apiEndpoint: 'http://127.0.0.1/api' }));
  form.set('fetch-body', new Blob([fetchBody], { type: 'application/octet-stream' }), 'body');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe('inspector: multipart dispatch bodies as parts', () => {
  it('event, environment and fetch-body as parts, JSON pretty-printed, a UTF-8 body as text', async () => {
    const { bytes, contentType } = await envelope(new TextEncoder().encode('héllo'));
    const boundary = boundaryOf(contentType)!;
    const parts = parseMultipart(new TextDecoder().decode(bytes), 'utf8', boundary);
    expect(parts.map((p) => p.name)).toEqual(['event', 'environment', 'fetch-body']);
    expect(parts[0]!.json).toBe(true);
    expect(parts[0]!.text).toBe(JSON.stringify({ type: 'fetch', request: { method: 'POST', url: '/x' } }, null, 2));
    expect(parts[2]).toMatchObject({ filename: 'body', contentType: 'application/octet-stream', text: 'héllo', size: 6 });
  });

  it('a binary fetch-body (journal keeps base64) stays binary with its size; the JSON parts still decode', async () => {
    const { bytes, contentType } = await envelope(Uint8Array.from([0xff, 0xfe, 0x00, 0x80]));
    const base64 = btoa(String.fromCharCode(...bytes));
    const parts = parseMultipart(base64, 'base64', boundaryOf(contentType)!);
    expect(parts[1]!.json).toBe(true);
    expect(parts[2]).toMatchObject({ name: 'fetch-body', text: null, size: 4 });
  });

  it('only multipart/form-data with a boundary is split', () => {
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf('multipart/form-data; boundary="abc"')).toBe('abc');
  });
});
