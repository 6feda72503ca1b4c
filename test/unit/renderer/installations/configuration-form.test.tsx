import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstallationsFeature from '../../../../renderer/src/features/installations/index.tsx';
import { startStudio } from './harness.tsx';

let studio: Awaited<ReturnType<typeof startStudio>> | null = null;
afterEach(async () => {
  vi.unstubAllGlobals();
  await studio?.close();
  studio = null;
});

const detail = () => document.querySelector('.in-detail') as HTMLElement;
const status = () => within(detail()).getAllByTestId('status-badge')[0]!.getAttribute('data-status');

describe('configuration form rendered from the manifest', () => {
  it('renders each property type with required marks and defaults prefilled', async () => {
    studio = await startStudio();
    await studio.service.create({ kind: 'space', spaceId: 'space_a' });
    studio.show(<InstallationsFeature />);
    await screen.findByRole('heading', { name: /Space space_a/ });
    expect(screen.getByLabelText(/^Label/)).toHaveProperty('type', 'text');
    const mode = screen.getByLabelText(/^Mode/) as HTMLSelectElement;
    expect([...mode.options].map((o) => o.value)).toEqual(['', 'quiet', 'loud']);
    expect(mode.value).toBe('quiet');
    expect(screen.getByLabelText(/^Limit/)).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText(/^Notify/)).toBeChecked();
    const requiredMarks = [...detail().querySelectorAll('.in-required')].map((mark) => mark.closest('label')!.textContent);
    expect(requiredMarks).toEqual(['Label*label', 'Limit*limit']);
  });

  it('a section without properties says there is nothing to fill, not that saving would make the already active installation active', async () => {
    studio = await startStudio({ editManifest: (text) => text.replace('  site:\n    componentId: site-config\n', '') });
    await studio.service.create({ kind: 'site', siteId: 'site_a' });
    studio.show(<InstallationsFeature />);
    await screen.findByRole('heading', { name: /Site site_a/ });
    expect(status()).toBe('active');
    expect(detail()).toHaveTextContent("The manifest's site configuration has no properties: there is nothing to fill.");
    expect(detail()).not.toHaveTextContent('makes the installation active');
  });

  it('an incomplete save shows the error inline and stays pending; a complete one turns active', async () => {
    studio = await startStudio();
    await studio.service.create({ kind: 'space', spaceId: 'space_a' });
    studio.show(<InstallationsFeature />);
    await screen.findByRole('heading', { name: /Space space_a/ });
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Docs' } });
    fireEvent.change(screen.getByLabelText(/^Limit/), { target: { value: 'many' } });
    expect(await screen.findByText('`limit` (Limit) must be a number.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-configuration'));
    await waitFor(() => expect(screen.getByTestId('transitions')).toHaveTextContent('pending (unchanged)'));
    expect(status()).toBe('pending');
    fireEvent.change(screen.getByLabelText(/^Limit/), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('save-configuration'));
    await waitFor(() => expect(status()).toBe('active'));
    expect(screen.getByTestId('transitions')).toHaveTextContent('pending → active');
  });

  it('an untouched form follows a configuration saved elsewhere (the integration through the API) at once', async () => {
    studio = await startStudio();
    const { id } = await studio.service.create({ kind: 'space', spaceId: 'space_a' });
    studio.show(<InstallationsFeature />);
    await screen.findByRole('heading', { name: /Space space_a/ });
    studio.service.updateFromIntegration(id, { configuration: { label: 'Written by the code', limit: 3 } });
    await waitFor(() => expect(screen.getByLabelText(/^Label/)).toHaveValue('Written by the code'));
    expect(screen.getByLabelText(/^Limit/)).toHaveValue('3');
  });

  it('pressing Save with an older form never overwrites a newer configuration: it warns, the save is refused, Load brings it', async () => {
    studio = await startStudio();
    const { id } = await studio.service.create({ kind: 'space', spaceId: 'space_a' });
    studio.show(<InstallationsFeature />);
    await screen.findByRole('heading', { name: /Space space_a/ });
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Typed here' } });
    fireEvent.change(screen.getByLabelText(/^Limit/), { target: { value: '1' } });
    studio.service.updateFromIntegration(id, { configuration: { label: 'Written by the code', limit: 3 } });
    expect(await screen.findByTestId('configuration-saved-elsewhere')).toHaveTextContent('saved elsewhere');
    fireEvent.click(screen.getByTestId('save-configuration'));
    expect(await screen.findByText(/nothing was overwritten/)).toBeInTheDocument();
    expect(studio.service.get(id).configuration).toMatchObject({ label: 'Written by the code', limit: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Load the saved configuration' }));
    expect(screen.getByLabelText(/^Label/)).toHaveValue('Written by the code');
    expect(screen.queryByTestId('configuration-saved-elsewhere')).toBeNull();
  });

  it('a completion_url property loads its options from the integration', async () => {
    studio = await startStudio();
    await studio.service.create({ kind: 'organization' });
    studio.show(<InstallationsFeature />);
    const select = (await screen.findByLabelText(/^Default channel/)) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Choose…', '#general', 'C002']));
  });

  it('a failing completion_url shows the error and a Retry button', async () => {
    studio = await startStudio({ editManifest: (text) => text.replace('completion_url: /channels', 'completion_url: /broken') });
    await studio.service.create({ kind: 'organization' });
    studio.show(<InstallationsFeature />);
    expect(await screen.findByText(/Could not load options: GET \/broken answered 500: boom/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  /** Plays the browser on the mock consent page: opens it, keeps the cookie it sets, posts the decision with it. */
  async function answerConsent(authorize: string, decision: 'approve' | 'deny') {
    const page = await fetch(authorize);
    const html = await page.text();
    const request = /name="request" value="([0-9a-f]+)"/.exec(html)![1]!;
    const binding = /name="binding" value="([\w-]+)"/.exec(html)![1]!;
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    return fetch(new URL('/oauth-mock/decide', authorize), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
      body: new URLSearchParams({ request, binding, decision }),
    });
  }

  it("the OAuth button opens the flow in a popup and shows the provider's refusal", async () => {
    studio = await startStudio();
    const { id } = await studio.service.create({ kind: 'organization' });
    const open = vi.fn(() => ({ closed: false }) as Window);
    vi.stubGlobal('open', open);
    studio.show(<InstallationsFeature />);
    fireEvent.click(await screen.findByTestId('oauth-oauth_credentials'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const url = new URL((open.mock.calls[0] as unknown as [string])[0]);
    expect(url.pathname).toBe(`/i/${id}/oauth`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await screen.findByText(/Waiting for the provider/)).toBeInTheDocument();
    // Play the browser: to the provider, Deny, back to the callback.
    const authorize = (await fetch(url, { redirect: 'manual' })).headers.get('location')!;
    const decided = await answerConsent(authorize, 'deny');
    await fetch(decided.headers.get('location')!);
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent('The provider answered access_denied');
  });

  it('an approved OAuth flow shows Connected, the token masked, and the installation active', async () => {
    studio = await startStudio();
    await studio.service.create({ kind: 'organization' });
    const open = vi.fn(() => ({ closed: false }) as Window);
    vi.stubGlobal('open', open);
    studio.show(<InstallationsFeature />);
    fireEvent.click(await screen.findByTestId('oauth-oauth_credentials'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const url = (open.mock.calls[0] as unknown as [string])[0];
    const authorize = (await fetch(url, { redirect: 'manual' })).headers.get('location')!;
    const decided = await answerConsent(authorize, 'approve');
    await fetch(decided.headers.get('location')!);
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent('Connected');
    await waitFor(() => expect(screen.getByTestId('oauth-stored-oauth_credentials')).toHaveTextContent(/access_token •+[0-9a-f]{4}$/));
    expect(status()).toBe('active');
    expect(document.body.textContent).not.toMatch(/mock_at_[0-9a-f]{32}/);
  });
});
