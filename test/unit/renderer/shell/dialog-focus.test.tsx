import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import { Modal } from '../../../../renderer/src/components/Modal.tsx';
import { CreateDialog } from '../../../../renderer/src/features/installations/CreateDialog.tsx';
import type { InstallationsManifest } from '../../../../renderer/src/features/installations/useInstallations.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

function Page({ onBehind }: { onBehind(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <button type="button" onClick={onBehind}>
        Save
      </button>
      {open ? (
        <Modal label="Example" className="panel" onClose={() => setOpen(false)}>
          <input aria-label="First" />
          <button type="button">Middle</button>
          <button type="button">Last</button>
        </Modal>
      ) : null}
    </>
  );
}

function withStudio(children: React.ReactNode) {
  const client = { call: vi.fn(), subscribe: () => () => {} } as unknown as StudioClient;
  return <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>{children}</StudioProvider>;
}

const manifest = (target: InstallationsManifest['target'], sections: InstallationsManifest['sections'] = {}): InstallationsManifest => ({
  name: 'hello',
  target,
  sections,
});

describe('dialogs hold the focus: it moves in, Tab cycles inside, Escape closes, the opener gets it back', () => {
  it('focus moves into the dialog when it opens', async () => {
    const user = userEvent.setup();
    render(<Page onBehind={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it('Tab past the last control comes back to the first, Shift+Tab before the first goes to the last; nothing behind is reached', async () => {
    const user = userEvent.setup();
    const behind = vi.fn();
    render(<Page onBehind={behind} />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    for (let i = 0; i < 7; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(behind).not.toHaveBeenCalled();
  });

  it('Escape closes the dialog and the focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page onBehind={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });

  it('New installation for a site-target integration: the focus is on the site choice inside the dialog, Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(withStudio(<CreateDialog manifest={manifest('site')} onClose={onClose} onCreated={() => {}} />));
    const dialog = screen.getByRole('dialog', { name: 'Install hello' });
    expect(screen.getByRole('radio', { name: /A site/ })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await act(() => user.keyboard('{Escape}'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the Install dialog says the status the installation starts with', () => {
  it('defaults that pass the section: starts active', () => {
    render(withStudio(<CreateDialog manifest={manifest('space')} onClose={() => {}} onCreated={() => {}} />));
    expect(screen.getByRole('dialog')).toHaveTextContent('The installation starts active');
  });

  it('a required field without a default: starts pending', () => {
    const sections = { space: { properties: { token: { type: 'string', title: 'Token' } }, required: ['token'] } } as never;
    render(withStudio(<CreateDialog manifest={manifest('space', sections)} onClose={() => {}} onCreated={() => {}} />));
    expect(screen.getByRole('dialog')).toHaveTextContent('The installation starts pending');
  });

  it('a space installation whose organization installation does not exist yet and whose account section needs a value: says that one starts pending (marketo: account)', () => {
    const sections = {
      account: { properties: { account: { type: 'string', title: 'Munchkin Account ID' } }, required: ['account'] },
    } as never;
    const { rerender } = render(withStudio(<CreateDialog manifest={manifest('all', sections)} onClose={() => {}} onCreated={() => {}} />));
    expect(screen.getByRole('dialog')).toHaveTextContent('The installation starts active');
    expect(screen.getByRole('note')).toHaveTextContent('organization installation, created with it, which starts pending');
    // Once it exists, the space joins it and nothing is created.
    rerender(withStudio(<CreateDialog manifest={manifest('all', sections)} hasOrganization onClose={() => {}} onCreated={() => {}} />));
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('a saved configuration that keeps the status is shown as unchanged, not as a transition', () => {
  it('active → active reads "active (unchanged)"', async () => {
    const { History } = await import('../../../../renderer/src/features/installations/History.tsx');
    const installation = {
      status: 'active',
      history: [
        { at: 0, from: null, to: 'active', reason: 'installed on the organization' },
        { at: 1, from: 'active', to: 'active', reason: 'configuration edited; configuration valid' },
      ],
    } as never;
    render(<History installation={installation} />);
    const transitions = screen.getByTestId('transitions');
    expect(transitions).toHaveTextContent('active (unchanged)');
    expect(transitions).not.toHaveTextContent('active → active');
    expect(transitions).toHaveTextContent('new → active');
  });
});
