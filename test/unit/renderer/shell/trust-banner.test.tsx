import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Workspace } from '../../../../shared/api/index.ts';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';
import { TrustBanner } from '../../../../renderer/src/shell/TrustBanner.tsx';

const workspace = (trusted: boolean, ignored: string[] = []): Workspace => ({
  id: 'w1',
  dir: '/work/cloned',
  manifestPath: '/work/cloned/platform-manifest.yaml',
  name: 'cloned',
  title: null,
  description: null,
  manifestError: null,
  databaseProblem: null,
  trusted,
  ignored,
});

function show(shown: Workspace, answer: () => Promise<Workspace> = async () => workspace(true)) {
  const call = vi.fn(async (method: string) => {
    if (method === 'workspace.trust') return answer();
    throw new Error(method);
  });
  const onTrusted = vi.fn();
  const client = { call, subscribe: () => () => {} } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <TrustBanner workspace={shown} onTrusted={onTrusted} />
    </StudioProvider>,
  );
  return { call, onTrusted };
}

describe('workspace trust banner', () => {
  it('an untrusted folder shows a status banner saying what restricted means and listing what was ignored', () => {
    show(workspace(false, ['allowed outbound origins in .studio/allowed-outbound.json: http://127.0.0.1:5999 (not allowed)']));
    const banner = screen.getByRole('status', { name: 'Workspace trust' });
    expect(banner).toHaveTextContent('You have not trusted this folder');
    expect(banner).toHaveTextContent('ignores the settings it ships in .studio/');
    expect(screen.getByRole('list', { name: 'Ignored' })).toHaveTextContent('http://127.0.0.1:5999');
  });

  it('"Trust this folder" calls workspace.trust and hands back the folder opened again', async () => {
    const { call, onTrusted } = show(workspace(false));
    fireEvent.click(screen.getByRole('button', { name: 'Trust this folder' }));
    await waitFor(() => expect(onTrusted).toHaveBeenCalledWith(workspace(true)));
    expect(call).toHaveBeenCalledWith('workspace.trust', {});
  });

  it('a refused trust shows the reason in an alert and keeps the button', async () => {
    show(workspace(false), async () => {
      throw new Error('cannot write /home/u/.config/integration-studio/trusted-folders.json: EACCES');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Trust this folder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('EACCES');
    expect(screen.getByRole('button', { name: 'Trust this folder' })).toBeEnabled();
  });

  it('a trusted folder shows no banner', () => {
    show(workspace(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
