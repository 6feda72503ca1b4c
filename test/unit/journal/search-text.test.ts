import { describe, expect, it } from 'vitest';
import { searchText } from '../../../electron/services/journal/columns.ts';

/** A dispatch record's data as deliver.ts journals it: the multipart envelope as its request body. */
async function dispatchData(environment: object, fetchBody: string) {
  const form = new FormData();
  form.set('event', JSON.stringify({ type: 'fetch', request: { method: 'POST', url: 'http://127.0.0.1:1/i/dev/hooks/order-42' } }));
  form.set('environment', JSON.stringify(environment));
  form.set('fetch-body', new Blob([fetchBody]));
  const envelope = new Response(form);
  return {
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:1/i/dev/v1',
      headers: { 'content-type': envelope.headers.get('content-type')! },
      body: await envelope.text(),
    },
    response: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'accepted' },
    eventType: 'fetch',
    dispatchId: 'd7',
  };
}

describe('what a search looks in', () => {
  it("a dispatch is found by its event and the request's body, not by the environment every dispatch of the installation carries", async () => {
    const data = await dispatchData({ installation: { configuration: { region: 'eu-west-shared-by-all' } } }, '{"sku":"sku-1234"}');
    const text = searchText('fetch → 200', data);
    expect(text).toContain('/hooks/order-42');
    expect(text).toContain('sku-1234');
    expect(text).toContain('accepted');
    expect(text).toContain('http://127.0.0.1:1/i/dev/v1');
    expect(text).not.toContain('eu-west-shared-by-all');
  });

  it('any other request keeps its whole body, a form named environment included', async () => {
    const { dispatchId: _none, ...data } = await dispatchData({ region: 'kept-outside-dispatches' }, 'x');
    expect(searchText('POST /form → 200', data)).toContain('kept-outside-dispatches');
  });
});
