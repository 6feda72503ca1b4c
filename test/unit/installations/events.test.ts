import { describe, expect, it } from 'vitest';
import { createInstallationEvents, type InstallationsHost } from '../../../electron/services/installations/events.ts';
import { openRecords } from './support.ts';

function events(host: InstallationsHost | null) {
  const opened = openRecords();
  return {
    ...opened,
    events: createInstallationEvents({
      records: opened.records,
      journal: opened.journal,
      host,
      webhooks: () => null,
      queuedTasks: () => [],
    }),
  };
}

/** A host stand-in that records what it was asked to deliver. */
function recordingHost() {
  const sent: { type: unknown; installationId?: string }[] = [];
  const host: InstallationsHost = {
    async dispatchEvent(event, { installationId }) {
      sent.push({ type: event.type, installationId });
      return {
        status: 200,
        body: '{"ok":true}',
        durationMs: 1,
        logs: [],
        recordId: 7,
        headers: { 'content-type': 'application/json', 'x-other': '1' },
      };
    },
  };
  return { host, sent };
}

describe('installation events: what Installations asks the host to deliver', () => {
  it('a space installation gets installation_setup then space_installation_setup, as the platform sends them', async () => {
    const { host, sent } = recordingHost();
    const { records, events: e } = events(host);
    const space = records.install('space', { spaceId: 'space_1', parentId: records.organization().id });
    await e.setup(space, null);
    expect(sent).toEqual([
      { type: 'installation_setup', installationId: space.id },
      { type: 'space_installation_setup', installationId: space.id },
    ]);
  });

  it('a fired event answers what the integration did, its headers trimmed to what says what it is', async () => {
    const { host } = recordingHost();
    const { records, events: e } = events(host);
    const space = records.install('space', { spaceId: 'space_1' });
    const outcome = await e.fire(space.id, 'space_visibility_updated', e.template(space.id, 'space_visibility_updated'));
    expect(outcome).toMatchObject({ status: 200, body: { ok: true }, headers: { 'content-type': 'application/json' }, recordId: 7 });
    expect(outcome.headers).not.toHaveProperty('x-other');
  });

  it('without a host the event is journaled as not delivered and answered 503', async () => {
    const { records, events: e } = events(null);
    const space = records.install('space', { spaceId: 'space_1' });
    const outcome = await e.fire(space.id, 'space_visibility_updated', e.template(space.id, 'space_visibility_updated'));
    expect(outcome.status).toBe(503);
    expect(outcome.body).toEqual({ error: 'The integration is not running: open the Host pane to see its build error.' });
  });

  it('a payload that breaks the event shape is refused with the paths at fault; a paused installation gets nothing', async () => {
    const { host, sent } = recordingHost();
    const { records, events: e } = events(host);
    const space = records.install('space', { spaceId: 'space_1' });
    await expect(e.fire(space.id, 'space_visibility_updated', {})).rejects.toMatchObject({
      code: 'invalid-payload',
      issues: expect.any(Array),
    });
    records.pause(space.id);
    await expect(e.fire(space.id, 'space_visibility_updated', e.template(space.id, 'space_visibility_updated'))).rejects.toMatchObject({
      code: 'paused',
    });
    await e.setup(records.mustGet(space.id), null);
    expect(sent).toEqual([]);
  });

  it('what runs later is waited for by settled', async () => {
    const { events: e } = events(null);
    let ran = false;
    e.later(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      ran = true;
    });
    await e.settled();
    expect(ran).toBe(true);
  });

  it('presets are checked before they are saved, and deleting an unknown one is refused by name', () => {
    const { records, events: e } = events(null);
    const space = records.install('space', { spaceId: 'space_1' });
    expect(() => e.savePreset({ name: 'bad', eventType: 'space_visibility_updated', payload: {} })).toThrow(
      expect.objectContaining({ code: 'invalid-payload' }),
    );
    e.savePreset({ name: 'ok', eventType: 'space_visibility_updated', payload: e.template(space.id, 'space_visibility_updated') });
    expect(e.presets().map((p) => p.name)).toEqual(['ok']);
    expect(() => e.deletePreset('nope')).toThrow(expect.objectContaining({ code: 'unknown-preset' }));
  });
});
