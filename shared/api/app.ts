import { z } from 'zod';
import { method } from './contract.ts';

export const AppInfo = z.object({
  name: z.literal('integration-studio'),
  version: z.string(),
  /** Which front door the renderer is talking through. */
  transport: z.enum(['electron', 'browser']),
  node: z.string(),
  platform: z.string(),
  /** The studio's public server (public endpoints, receivers, mock OAuth): the one local origin previews may load. */
  publicOrigin: z.string(),
  /** The integrations' content origin (`publicContentEndpoint`, webframes' pages): a host name of its own, so no cookie is shared. */
  publicContentOrigin: z.string().nullable().default(null),
  /** Said once per start: a remembered port was taken, so a server moved (old and new origin named). */
  addressNotices: z.array(z.string()).default([]),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const appMethods = {
  'app.info': method(z.object({}).strict(), AppInfo, 'Version, platform and transport of the running studio.'),
};
