import { describe, expect, it } from 'vitest';
import { createApiStub } from '../../../electron/services/host/api-stub.ts';
import { addDefaultRoutes } from '../../../electron/services/host/api-stub-routes.ts';

const call = (stub: ReturnType<typeof createApiStub>, method: string, path: string, token: string | null = 'good', body = '') =>
  stub.handle({
    method,
    path,
    query: new URLSearchParams(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: new TextEncoder().encode(body),
  });

describe('platform API stub', () => {
  const stub = createApiStub();
  stub.acceptToken('good');
  addDefaultRoutes(stub, () => 'probe');

  it('refuses a call without a token the studio issued (401)', async () => {
    expect((await call(stub, 'GET', '/v1/user', null)).status).toBe(401);
    expect((await call(stub, 'GET', '/v1/user', 'forged')).status).toBe(401);
  });

  it('answers known resources with the ids of the path', async () => {
    const space = (await (await call(stub, 'GET', '/v1/spaces/sp1')).json()) as { object: string; id: string };
    expect(space).toMatchObject({ object: 'space', id: 'sp1' });
    const page = (await (await call(stub, 'GET', '/v1/spaces/sp1/content/page/pg9')).json()) as { id: string };
    expect(page.id).toBe('pg9');
  });

  it('a route added later wins, receives params and the parsed JSON body, and can be removed', async () => {
    const remove = stub.route('PATCH', '/v1/spaces/:spaceId', ({ params, body }) => Response.json({ params, body }, { status: 202 }));
    const answer = await call(stub, 'PATCH', '/v1/spaces/sp2', 'good', '{"title":"T"}');
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ params: { spaceId: 'sp2' }, body: { title: 'T' } });
    remove();
    expect((await call(stub, 'PATCH', '/v1/spaces/sp2')).status).toBe(404);
  });

  it('an unknown route answers 404 saying how to add it', async () => {
    const answer = (await (await call(stub, 'DELETE', '/v1/nothing')).json()) as { error: { message: string } };
    expect(answer.error.message).toMatch(/no route for DELETE \/v1\/nothing.*host\.api\.route/);
  });
});
