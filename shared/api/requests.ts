import { z } from 'zod';
import { method } from './contract.ts';
import { HTTP_METHODS, PublicRequest } from './installations.ts';

const FileName = z.string().min(1).max(100);
const Header = z.object({ name: z.string().min(1).max(200), value: z.string().max(8192) });

export const SavedRequests = z.object({
  files: z.array(
    z.object({
      /** Under the folder's requests/, e.g. hello.http. */
      file: z.string(),
      requests: z.array(z.object({ name: z.string(), method: z.string(), url: z.string() })),
      /** Why the file could not be read; null when it was. */
      problem: z.string().nullable(),
    }),
  ),
  /** The environments of requests/http-client.env.json (and the private one). */
  environments: z.array(z.string()),
});
export type SavedRequests = z.infer<typeof SavedRequests>;

export const requestsMethods = {
  'requests.list': method(z.object({}).strict(), SavedRequests, "The folder's saved requests (requests/*.http) and environments."),
  'requests.resolve': method(
    z
      .object({
        installationId: z.string().min(1).max(100),
        file: FileName,
        name: z.string().max(200).optional(),
        environment: z.string().max(100).optional(),
      })
      .strict(),
    PublicRequest.extend({ name: z.string() }),
    'A saved request with its variables replaced, ready for installations.sendRequest (its URL as a path under the endpoint).',
  ),
  'requests.save': method(
    z
      .object({
        file: FileName,
        name: z
          .string()
          .trim()
          .min(1, 'a saved request needs a name')
          .max(200)
          .regex(/^[^\n]*$/, 'a name is one line'),
        method: z.enum(HTTP_METHODS),
        /** Under the endpoint; written as {{endpoint}}/path so the file works for any installation. */
        path: z.string().max(2048),
        headers: z.array(Header).max(100),
        body: z.string().max(1024 * 1024),
        /** The workspace the user was looking at (`Workspace.id`); another open workspace refuses the write with `workspace-changed`. */
        workspaceId: z.string().min(1).max(100).optional(),
      })
      .strict(),
    z.object({ file: z.string() }),
    'Save a request under its name in requests/FILE.http (replacing one of the same name).',
  ),
};
