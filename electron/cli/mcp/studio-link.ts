import type { StudioClient } from '../../../shared/api/client.ts';
import { reattachStudio, type RemoteStudio } from '../remote-studio.ts';

/** The MCP server's hold on the running studio it attached to, for its whole session. */
export interface StudioLink {
  client: StudioClient;
  close(): void;
}

/**
 * The tools' client for a session attached to a running studio. An agent's session outlives the
 * studio: when it stops, falling back to a host of the server's own would move the agent's events
 * out of the Inspector the user looks at, and exiting would take every tool away until the client
 * restarts the server. So each call then answers a tool error naming the studio and what to do, and
 * the first call after a studio serves the folder again (found as at the start; `origin` when the
 * user named one with --studio) attaches to it.
 */
export function linkStudio(first: RemoteStudio, options: { dir: string; origin: string | null; notice(line: string): void }): StudioLink {
  const { dir, origin, notice } = options;
  let current = first;
  let attaching: Promise<RemoteStudio> | null = null;
  let ended = false;
  const watch = (remote: RemoteStudio) =>
    void remote.closed.then(() => {
      if (remote === current && !ended)
        notice(`The studio at ${remote.origin} closed the connection; tool calls answer an error until a studio serves ${dir} again.`);
    });
  watch(first);
  const stopped = (why: string) =>
    new Error(
      `The studio at ${current.origin} stopped (${why}). Start it again (integration-studio serve ${dir}) and call again: this MCP server attaches to it by itself. Or restart the MCP server (your client's reconnect) to run on a host of its own.`,
    );

  async function studio(): Promise<RemoteStudio> {
    if (current.open) return current;
    attaching ??= reattachStudio(dir, origin)
      .then(
        (remote) => {
          current = remote;
          watch(remote);
          notice(`Using the studio at ${remote.origin} again.`);
          return remote;
        },
        (error: Error) => Promise.reject(stopped(error.message)),
      )
      .finally(() => (attaching = null));
    return attaching;
  }

  return {
    client: {
      async call(method, ...input) {
        const remote = await studio();
        try {
          return await remote.client.call(method, ...input);
        } catch (error) {
          if (remote.open) throw error;
          throw stopped('it closed the connection during the call');
        }
      },
      subscribe: (topic, listener) => current.client.subscribe(topic, listener),
    },
    close() {
      ended = true;
      current.close();
    },
  };
}
