import { describe, expect, it } from 'vitest';
import { readScriptAnswer } from '../../../electron/services/site/scripts.ts';

const answer = (over: Partial<Parameters<typeof readScriptAnswer>[0]>) => ({
  status: 200,
  headers: { 'content-type': 'application/javascript' },
  body: 'console.log(1)',
  error: null,
  recordId: 1,
  ...over,
});

describe("what a fetch_published_script answer means for the site's pages", () => {
  it('a JavaScript answer is injected', () => {
    expect(readScriptAnswer(answer({}))).toEqual({ outcome: 'injected', error: null, script: 'console.log(1)' });
  });
  it("the runtime's no-op (the handler returned nothing) and an empty body inject nothing", () => {
    expect(readScriptAnswer(answer({ body: '/** no-op */' })).outcome).toBe('none');
    expect(readScriptAnswer(answer({ body: '  ' })).outcome).toBe('none');
  });
  it('a thrown error or a sandbox failure is a failure, with the reason the pane shows', () => {
    const thrown = readScriptAnswer(answer({ status: 500, body: '{"error":"The Hotjar Site ID is missing"}' }));
    expect(thrown).toMatchObject({ outcome: 'failed' });
    expect(thrown.error).toMatch(/^fetch_published_script answered 500: .*Hotjar Site ID is missing/);
    expect(readScriptAnswer(answer({ error: 'The integration did not answer within 10 s.' }))).toMatchObject({
      outcome: 'failed',
      error: 'The integration did not answer within 10 s.',
    });
  });
  it('an answer that is not JavaScript is a failure naming the content type to send', () => {
    expect(readScriptAnswer(answer({ headers: { 'content-type': 'text/html' } })).error).toMatch(/text\/html, not JavaScript/);
  });
});
