import { describe, expect, it } from 'vitest';
import { createOAuthFlows } from '../../../electron/services/installations/oauth-flows.ts';
import { openRecords } from './support.ts';

function flows() {
  const opened = openRecords();
  return { ...opened, flows: createOAuthFlows({ records: opened.records, journal: opened.journal, bus: opened.bus }) };
}

describe('OAuth flows of a button property', () => {
  it("start points at the button's callback_url on the installation's public endpoint with a state only it can consume", () => {
    const { records, flows: f } = flows();
    const space = records.install('space', { spaceId: 'space_1' });
    const url = new URL(f.start(space.id, 'connect').url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://127.0.0.1:1/i/${space.id}/oauth`);
    expect(f.states.consume(url.searchParams.get('state')!)).toEqual({ ok: true, installationId: space.id });
    expect(f.callbacks()).toContain(`http://127.0.0.1:1/i/${space.id}/oauth`);
  });

  it('a paused installation or a property that is no button is refused with its own code', () => {
    const { records, flows: f } = flows();
    const space = records.install('space', { spaceId: 'space_1' });
    expect(() => f.start(space.id, 'label')).toThrow(expect.objectContaining({ code: 'wrong-property' }));
    records.pause(space.id);
    expect(() => f.start(space.id, 'connect')).toThrow(expect.objectContaining({ code: 'paused' }));
  });

  it('a configuration stored during a flow the studio started reports it connected, once', () => {
    const { records, flows: f, told } = flows();
    const space = records.install('space', { spaceId: 'space_1' });
    f.configured(space.id);
    expect(told).toEqual([]);
    f.start(space.id, 'connect');
    f.configured(space.id);
    f.configured(space.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ installationId: space.id, ok: true });
  });
});
