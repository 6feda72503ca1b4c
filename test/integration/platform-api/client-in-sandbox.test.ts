import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/** The generated client, bundled into a real integration, against the host's API emulator. */
let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('platform-api-client');
});
afterAll(() => t.close());

async function probe(path: string) {
  const result = await t.host.dispatchEvent(fetchEvent(t.host, path));
  expect(result.status, result.body).toBe(200);
  return {
    result,
    answer: JSON.parse(result.body) as { status?: number; data?: Record<string, unknown>; error?: Record<string, unknown> },
  };
}

const apiCallsOf = (recordId: number) =>
  t.records
    .filter((r) => r.kind === 'outbound.fetch' && r.parentId === recordId)
    .map(
      (r) =>
        r.data as {
          api?: { operationId: string | null; problems: { field: string }[]; caller: string | null };
          response: { status: number };
        },
    );

describe('PlatformAPI inside the sandbox', () => {
  it('PlatformAPI calls reach the emulator and return {data}', async () => {
    const { answer } = await probe('/space');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ object: 'space', id: 'space_dev', organization: 'org_dev' });
  });

  it('getCurrentRevision returns the revision the last event announced for the space', async () => {
    await t.host.dispatchEvent({
      type: 'space_content_updated',
      eventId: 'e1',
      installationId: 'dev',
      spaceId: 'space_dev',
      revisionId: 'rev-from-event',
    });
    const { answer } = await probe('/revision');
    expect(answer.data).toMatchObject({ object: 'revision', id: 'rev-from-event' });
  });

  it('a bad body gets 400 with the platform error shape, the field named, and PlatformAPIError carries the code', async () => {
    const { result, answer } = await probe('/bad-body');
    expect(answer.error).toMatchObject({ isPlatformAPIError: true, code: 400 });
    expect(String(answer.error!.message)).toMatch(/configuration: must be object/);
    const [call] = apiCallsOf(result.recordId);
    expect(call!.api).toMatchObject({ operationId: 'updateIntegrationInstallation', problems: [{ field: 'configuration' }] });
    expect(call!.response.status).toBe(400);
  });

  it('an operation the studio does not emulate answers 501 naming its operationId', async () => {
    const { answer } = await probe('/not-emulated');
    expect(answer.error).toMatchObject({ isPlatformAPIError: true, code: 501 });
    expect(String(answer.error!.message)).toContain('listMembersInOrganizationById');
  });

  it('a configuration written through the API reaches the next event’s environment', async () => {
    const { answer } = await probe('/configure?mode=from-api');
    expect(answer.data).toMatchObject({ space: 'space_dev', configuration: { mode: 'from-api' } });
    const environment = t.host.world.environmentFor(undefined)!;
    expect(environment.spaceInstallation!.configuration).toEqual({ mode: 'from-api' });
  });

  it('createInstallationClient gets an installation token from the integration token and acts as that installation', async () => {
    const { result, answer } = await probe('/installation-client?as=integration');
    expect(answer.data).toMatchObject({ id: 'dev', target: { organization: 'org_dev' } });
    expect(apiCallsOf(result.recordId).map((c) => [c.api?.operationId, c.api?.caller])).toEqual([
      ['createIntegrationInstallationToken', 'integration'],
      ['getIntegrationInstallationById', 'installation dev'],
    ]);
  });

  it('queueIntegrationTask answers 204 and the task comes back to the integration as a task event', async () => {
    const { answer } = await probe('/task?as=integration');
    expect(answer.status).toBe(204);
    await expect
      .poll(() => t.records.some((r) => r.kind === 'dispatch' && (r.data as { eventType?: string }).eventType === 'task'))
      .toBe(true);
  });
});
