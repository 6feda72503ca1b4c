import { describe, expect, it } from 'vitest';
import type { StudioClient } from '../../../shared/api/client.ts';
import type { RemoteStudio } from '../../../electron/cli/remote-studio.ts';
import { linkStudio } from '../../../electron/cli/mcp/studio-link.ts';

/** A running studio's connection whose calls wait until `stop` closes it, as a studio that exits during a call. */
function studioThatStops(origin: string) {
  let open = true;
  let settle = () => {};
  const closed = new Promise<void>((resolve) => (settle = resolve));
  const waiting: ((error: Error) => void)[] = [];
  let arrive = () => {};
  /** Settles when a call reached the studio. */
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const client = {
    call: () =>
      new Promise((_resolve, reject) => {
        waiting.push(reject);
        arrive();
      }),
    subscribe: () => () => {},
  } as unknown as StudioClient;
  const remote: RemoteStudio = {
    client,
    origin,
    get open() {
      return open;
    },
    closed,
    close() {
      open = false;
      settle();
    },
  };
  const stop = () => {
    open = false;
    for (const reject of waiting) reject(new Error(`the studio at ${origin} closed the connection`));
    settle();
  };
  return { remote, stop, arrived };
}

describe('the MCP server’s link to the studio it attached to', () => {
  it('a call in flight when the studio stops fails naming the stopped studio and what to do, and stderr says so once', async () => {
    const studio = studioThatStops('http://127.0.0.1:5173');
    const notices: string[] = [];
    const link = linkStudio(studio.remote, { dir: '/work/my-integration', origin: null, notice: (line) => notices.push(line) });
    const call = link.client.call('host.status');
    await studio.arrived;
    studio.stop();
    await expect(call).rejects.toThrow(
      'The studio at http://127.0.0.1:5173 stopped (it closed the connection during the call). Start it again (integration-studio serve /work/my-integration) and call again',
    );
    await studio.remote.closed;
    expect(notices).toEqual([
      'The studio at http://127.0.0.1:5173 closed the connection; tool calls answer an error until a studio serves /work/my-integration again.',
    ]);
  });

  it('closing the session at its end is no notice', async () => {
    const studio = studioThatStops('http://127.0.0.1:5173');
    const notices: string[] = [];
    const link = linkStudio(studio.remote, { dir: '/work/my-integration', origin: null, notice: (line) => notices.push(line) });
    link.close();
    await studio.remote.closed;
    expect(notices).toEqual([]);
  });
});
