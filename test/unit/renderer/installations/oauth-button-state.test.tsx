import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstallationsFeature from '../../../../renderer/src/features/installations/index.tsx';
import { startStudio } from './harness.tsx';

let studio: Awaited<ReturnType<typeof startStudio>> | null = null;
afterEach(async () => {
  vi.unstubAllGlobals();
  await studio?.close();
  studio = null;
});

/** Plays the browser on the mock consent page: opens it, keeps its cookie, posts Approve with it. */
async function approve(url: string) {
  const authorize = (await fetch(url, { redirect: 'manual' })).headers.get('location')!;
  const page = await fetch(authorize);
  const html = await page.text();
  const request = /name="request" value="([0-9a-f]+)"/.exec(html)![1]!;
  const binding = /name="binding" value="([\w-]+)"/.exec(html)![1]!;
  const decided = await fetch(new URL('/oauth-mock/decide', authorize), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: page.headers.get('set-cookie')!.split(';')[0]! },
    body: new URLSearchParams({ request, binding, decision: 'approve' }),
  });
  await fetch(decided.headers.get('location')!);
}

// The button is named `connection` while the default extraction stores under `oauth_credentials`, as
// the platform's runtime does whatever the button is called.
const renamedButton = (text: string) =>
  text
    .replace('      oauth_credentials:\n        type: button', '      connection:\n        type: button')
    .replace('- oauth_credentials', '- connection');

describe('an OAuth button reflects the stored configuration', () => {
  it('after a successful flow the button says Connected and the installation is active, also after a reload', async () => {
    studio = await startStudio({ editManifest: renamedButton });
    await studio.service.create({ kind: 'organization' });
    const open = vi.fn(() => ({ closed: false }) as Window);
    vi.stubGlobal('open', open);
    const first = studio.show(<InstallationsFeature />);
    expect(await screen.findByTestId('oauth-stored-connection')).toHaveTextContent('Not connected');
    fireEvent.click(screen.getByTestId('oauth-connection'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    await approve((open.mock.calls[0] as unknown as [string])[0]);
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent('Connected');
    await waitFor(() => expect(screen.getByTestId('oauth-stored-connection')).toHaveTextContent(/^Connected: access_token •+[0-9a-f]{4}$/));

    // A reload: a fresh pane that knows nothing of the flow, only what the service stores.
    first.unmount();
    cleanup();
    studio.show(<InstallationsFeature />);
    await waitFor(() => expect(screen.getByTestId('oauth-stored-connection')).toHaveTextContent(/^Connected: access_token •+[0-9a-f]{4}$/));
    const detail = document.querySelector('.in-detail') as HTMLElement;
    expect(within(detail).getAllByTestId('status-badge')[0]!.getAttribute('data-status')).toBe('active');
    expect(detail.textContent).not.toContain('is not connected yet');
  });

  it('the flow opens in a window with no opener and no referrer, and completes through the studio with no handle on it', async () => {
    studio = await startStudio({ editManifest: renamedButton });
    await studio.service.create({ kind: 'organization' });
    // What a browser returns for a noopener window: nothing the studio could watch or script.
    const open = vi.fn((..._args: [string, string, string]) => null);
    vi.stubGlobal('open', open);
    studio.show(<InstallationsFeature />);
    fireEvent.click(await screen.findByTestId('oauth-connection'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features.split(',')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for the provider');
    await approve(url);
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent('Connected');
  });
});
