import { describe, expect, it } from 'vitest';
import {
  SHARE_PARAM,
  readShareJson,
  readShareLink,
  shareJson,
  shareLink,
  withoutShareParam,
  type SharedPreview,
} from '../../../../renderer/src/features/preview/share-state.ts';

const shared: SharedPreview = {
  component: 'config',
  props: { spaceId: 'sp_1', note: 'naïve ✓ & ? # =' },
  state: { step: 2, picked: ['a', 'b'] },
  context: { type: 'configuration_site', theme: 'dark' },
  installationId: 'inst_site_1',
};
const page = { origin: 'http://127.0.0.1:4123', pathname: '/' };

describe('a shareable Preview state', () => {
  it('"Copy link" gives a link whose state reads back the same: component, props, state, context and installation', () => {
    const link = shareLink(shared, page);
    expect(link.startsWith('http://127.0.0.1:4123/?preview-state=')).toBe(true);
    expect(link.endsWith('#preview')).toBe(true);
    expect(readShareLink(new URL(link).search)).toEqual({ ok: true, shared });
  });

  it('the link is made of the origin and path only: nothing else the address bar holds goes into it', () => {
    const link = shareLink(shared, { origin: page.origin, pathname: '/', search: '?token=secret', hash: '#x' } as typeof page);
    expect(link).not.toContain('secret');
  });

  it('"Copy JSON" pasted into "Paste state" reads back the same', () => {
    expect(readShareJson(shareJson(shared))).toEqual({ ok: true, shared });
  });

  it('an address without a shared state opens as usual', () => {
    expect(readShareLink('?other=1')).toBeNull();
  });

  it('a pasted state that is not JSON is refused, saying what to paste', () => {
    const reading = readShareJson('{component: x}');
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.error).toMatch(/not JSON.*Copy JSON/);
  });

  it('a state of another shape is refused naming the field: an unknown context, a missing component, an extra key', () => {
    const bad = (value: unknown) => {
      const reading = readShareJson(JSON.stringify(value));
      return reading.ok ? 'accepted' : reading.error;
    };
    expect(bad({ ...shared, context: { type: 'page' } })).toMatch(/context\.type/);
    expect(bad({ props: {}, state: {}, context: { type: 'document', editable: true } })).toMatch(/component/);
    expect(bad({ ...shared, script: 'alert(1)' })).toMatch(/script|Unrecognized/);
    expect(bad({ ...shared, props: [] })).toMatch(/props/);
  });

  it('a link whose state was cut or altered is refused with a reason, not opened half-read', () => {
    const link = new URL(shareLink(shared, page));
    const encoded = link.searchParams.get(SHARE_PARAM)!;
    const cut = readShareLink(`?${SHARE_PARAM}=${encoded.slice(0, encoded.length - 7)}`);
    expect(cut?.ok).toBe(false);
    expect(readShareLink(`?${SHARE_PARAM}=%%%`)?.ok).toBe(false);
  });

  it('a state longer than the limit is refused before it is parsed', () => {
    const reading = readShareJson(' '.repeat(200_001));
    expect(!reading.ok && reading.error).toMatch(/at most 200000/);
  });

  it('once read, the state leaves the address, so a reload opens what the user did since', () => {
    expect(withoutShareParam(shareLink(shared, page))).toBe('http://127.0.0.1:4123/#preview');
  });
});
