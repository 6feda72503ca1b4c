import { describe, expect, it } from 'vitest';
import {
  deliveryForView,
  describeStudioReference,
  postThroughReferences,
  resolveStudioReference,
  staleStudioOrigin,
  toStudioReference,
} from '../../../electron/services/webhooks/studio-references.ts';

describe("references to the studio's own servers", () => {
  it('a URL at the studio’s public server is stored as a reference and resolves to wherever it listens now', () => {
    const stored = toStudioReference('http://127.0.0.1:41002/webhooks/local-1', 'http://127.0.0.1:41002');
    expect(stored).toBe('studio-public:/webhooks/local-1');
    expect(resolveStudioReference(stored, 'http://127.0.0.1:45555')).toBe('http://127.0.0.1:45555/webhooks/local-1');
    expect(describeStudioReference(stored)).toBe("the studio's local receiver local-1");
    expect(resolveStudioReference(stored, null)).toBeNull();
  });

  it('a delivery row shows the resolved URL, not the stored studio-public: reference, with the reference as secondary text', () => {
    const row = { id: 1, url: 'studio-public:/webhooks/local-1', attempts: [] };
    expect(deliveryForView(row, 'http://127.0.0.1:45555')).toEqual({
      id: 1,
      url: 'http://127.0.0.1:45555/webhooks/local-1',
      reference: "the studio's local receiver local-1",
      attempts: [],
    });
    // Public server not running: the reference is all there is to show.
    expect(deliveryForView(row, null).url).toBe('studio-public:/webhooks/local-1');
    expect(deliveryForView({ url: 'https://example.com/hook', attempts: [] }, 'http://127.0.0.1:45555')).toMatchObject({
      url: 'https://example.com/hook',
      reference: null,
    });
  });

  it('history keeps its facts: a delivery that went out shows the URL its latest attempt was sent to, not where the reference points after a port change', () => {
    const row = {
      url: 'studio-public:/webhooks/local-1',
      attempts: [{ sentUrl: 'http://127.0.0.1:41002/webhooks/local-1' }, { sentUrl: null }],
    };
    expect(deliveryForView(row, 'http://127.0.0.1:45555')).toMatchObject({
      url: 'http://127.0.0.1:41002/webhooks/local-1',
      reference: "the studio's local receiver local-1",
    });
  });

  it('any other URL is stored as given', () => {
    for (const url of ['https://example.com/hook', 'http://127.0.0.1:3000/hook', 'http://10.0.0.2:41002/webhooks/x'])
      expect(toStudioReference(url, 'http://127.0.0.1:41002')).toBe(url);
  });

  it('a saved URL at a studio origin no longer served is flagged, naming where the studio is now', () => {
    const flag = staleStudioOrigin('http://127.0.0.1:41002/webhooks/local-1', 'http://127.0.0.1:45555', [41002]);
    expect(flag).toContain('http://127.0.0.1:41002 was the studio');
    expect(flag).toContain('http://127.0.0.1:45555/webhooks/local-1');
    expect(staleStudioOrigin('http://127.0.0.1:3000/hook', 'http://127.0.0.1:45555', [41002])).toBeNull();
    expect(staleStudioOrigin('studio-public:/webhooks/local-1', 'http://127.0.0.1:45555', [41002])).toBeNull();
  });
});

describe('an attempt to a reference', () => {
  const sent: string[] = [];
  const post = postThroughReferences(
    async (input) => (sent.push(input.url), { outcome: { status: 200 }, exchange: {} }) as never,
    () => origin,
  );
  let origin: string | null = 'http://127.0.0.1:4100';
  const attempt = (url: string) => post({ url, body: '{}', signatureHeader: 't=1,v1=x', timeoutMs: 1000 });

  it('goes to wherever the studio public server listens at that moment; other URLs as they are', async () => {
    await attempt('studio-public:/webhooks/local-1');
    origin = 'http://127.0.0.1:4200';
    await attempt('studio-public:/webhooks/local-1');
    await attempt('https://example.com/hook');
    expect(sent).toEqual(['http://127.0.0.1:4100/webhooks/local-1', 'http://127.0.0.1:4200/webhooks/local-1', 'https://example.com/hook']);
  });

  it('fails as a network error naming the receiver and what to start while the studio is not running', async () => {
    origin = null;
    sent.length = 0;
    const result = await attempt('studio-public:/webhooks/local-1');
    expect(sent).toEqual([]);
    expect(result.outcome).toEqual({
      error: 'network',
      message:
        "studio-public:/webhooks/local-1 is the studio's local receiver local-1, which is not running here: start the studio (integration-studio serve) to deliver to it.",
    });
  });
});
