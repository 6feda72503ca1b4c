import { describe, expect, it } from 'vitest';
import { BodyTooLargeError } from '../../../electron/services/host/errors.ts';
import { headerRecord, httpMessage, maskValue, readLimited } from '../../../electron/services/host/http-message.ts';
import { BODY_PREVIEW_LIMIT } from '../../../shared/journal/records.ts';

describe('journal HTTP messages', () => {
  it('keeps UTF-8 bodies as text and binary ones as base64, always with the true size', () => {
    expect(httpMessage({}, new TextEncoder().encode('héllo'))).toMatchObject({
      body: 'héllo',
      bodyEncoding: 'utf8',
      bodySize: 6,
      truncated: false,
    });
    expect(httpMessage({}, new Uint8Array([0xff, 0xfe]))).toMatchObject({ body: '//4=', bodyEncoding: 'base64', bodySize: 2 });
  });

  it('cuts bodies at the preview limit and says so', () => {
    const message = httpMessage({}, new Uint8Array(BODY_PREVIEW_LIMIT + 10).fill(97));
    expect(message).toMatchObject({ truncated: true, bodySize: BODY_PREVIEW_LIMIT + 10 });
    expect(message.body.length).toBe(BODY_PREVIEW_LIMIT);
  });

  it('masks credentials in headers, keeping the scheme and last 4 characters', () => {
    expect(headerRecord({ Authorization: 'Bearer abcdefghijklmnop', Accept: 'x' })).toEqual({
      authorization: 'Bearer ••••mnop',
      accept: 'x',
    });
    expect(maskValue('short')).toBe('••••');
  });

  it('reading a body stops with BodyTooLargeError past the limit', async () => {
    async function* chunks() {
      for (let i = 0; i < 5; i++) yield new Uint8Array(10);
    }
    await expect(readLimited(chunks(), 30)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect((await readLimited(chunks(), 50)).byteLength).toBe(50);
  });

  it('in drain mode the whole stream is consumed before the limit error', async () => {
    let produced = 0;
    async function* chunks() {
      for (let i = 0; i < 5; i++) {
        produced++;
        yield new Uint8Array(10);
      }
    }
    await expect(readLimited(chunks(), 30, { drain: true })).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(produced).toBe(5);
  });
});
