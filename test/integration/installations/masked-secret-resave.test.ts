import { afterEach, expect, it } from 'vitest';
import { startHarness } from './harness.ts';

let h: Awaited<ReturnType<typeof startHarness>>;
afterEach(async () => h.close());

const MANIFEST = `name: keys-probe
title: Keys probe
description: A site configuration with a secret-named field.
organization: studio-tests
script: ./src/index.ts
target: site
configurations:
  site:
    properties:
      app_id:
        type: string
        title: App ID
      api_secret:
        type: string
        title: API secret
    required:
      - app_id
`;

it('a secret saved back as the API showed it (masked) keeps the stored secret, not the mask', async () => {
  h = await startHarness({ manifestText: MANIFEST });
  const { id } = await h.service.create({ kind: 'site' });
  const secret = 'sk_live_0123456789abcdef';
  const saved = await h.service.configure(id, { app_id: 'first', api_secret: secret });
  expect(saved.configuration.api_secret).toBe('••••••••cdef');
  // The form (or `installation configure --set`) sends back the whole configuration it was shown, one field edited.
  const edited = await h.service.configure(id, { ...saved.configuration, app_id: 'second' }, saved.configuration);
  expect(edited.configuration).toEqual({ app_id: 'second', api_secret: '••••••••cdef' });
  expect(h.service.stored(id)!.configuration).toEqual({ app_id: 'second', api_secret: secret });
  // A new value replaces it, and leaving the field out removes it, as before.
  await h.service.configure(id, { app_id: 'second', api_secret: 'another-secret-value' });
  expect(h.service.stored(id)!.configuration.api_secret).toBe('another-secret-value');
  await h.service.configure(id, { app_id: 'second' });
  expect(h.service.stored(id)!.configuration).toEqual({ app_id: 'second' });
});
