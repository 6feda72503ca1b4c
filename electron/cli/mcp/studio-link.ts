import { realpathSync } from 'node:fs';
import type { StudioClient } from '../../../shared/api/client.ts';
import { reattachStudio, type RemoteStudio } from '../remote-studio.ts';

/** The MCP server's hold on the running studio it attached to, for its whole session. */
export interface StudioLink {
  client: StudioClient;
  close(): void;
}

const RESTART = "Or restart the MCP server (your client's reconnect) to run on a host of its own.";

/** A folder by its real path, as the running-studios records name it; as given when it is gone. */
function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * The tools' client for a session attached to a running studio. An agent's session outlives the
 * studio: when it stops, falling back to a host of the server's own would move the agent's events
 * out of the Inspector the user looks at, and exiting would take every tool away until the client
 * restarts the server. So each call then answers a tool error naming the studio and what to do, and
 * the first call after a studio serves the folder again (found as at the start; `origin` when the
 * user named one with --studio) attaches to it. While the studio has another folder open, calls are
 * refused the same way: they would run that folder's code and write into it.
 */
export function linkStudio(first: RemoteStudio, options: { dir: string; origin: string | null; notice(line: string): void }): StudioLink {
  const { dir, origin, notice } = options;
  const want = realFolder(dir);
  let current = first;
  /** The folder the current studio has open instead of `dir`, or null. */
  let away: string | null = null;
  let attaching: Promise<RemoteStudio> | null = null;
  let ended = false;
  const watch = (remote: RemoteStudio) => {
    remote.client.subscribe('workspace.changed', (workspace) => {
      if (remote !== current) return;
      const has = realFolder(workspace.dir);
      const next = has === want ? null : has;
      if (next === away) return;
      away = next;
      notice(
        away
          ? `The studio at ${remote.origin} opened ${away}; tool calls answer an error until it has ${dir} open again.`
          : `The studio at ${remote.origin} has ${dir} open again.`,
      );
    });
    void remote.closed.then(() => {
      if (remote === current && !ended)
        notice(`The studio at ${remote.origin} closed the connection; tool calls answer an error until a studio serves ${dir} again.`);
    });
  };
  watch(first);
  const stopped = (why: string) =>
    new Error(
      `The studio at ${current.origin} stopped (${why}). Start it again (integration-studio serve ${dir}) and call again: this MCP server attaches to it by itself. ${RESTART}`,
    );

  async function studio(): Promise<RemoteStudio> {
    if (current.open) {
      if (away)
        throw new Error(
          `The studio at ${current.origin} has ${away} open now, not ${dir}: open ${dir} there again and call again. ${RESTART}`,
        );
      return current;
    }
    attaching ??= reattachStudio(dir, origin)
      .then(
        (remote) => {
          current = remote;
          away = null;
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
