import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { Diagnostic, ManifestDocument } from '../../../../shared/api/manifest.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

// Monaco does not run in jsdom; the Problems list is what this test reads.
vi.mock('../../../../renderer/src/features/manifest/YamlEditor.tsx', () => ({ YamlEditor: () => null }));

const TEXT = 'name: envs-probe\n';
const missing: Diagnostic = {
  severity: 'warning',
  code: 'secret-not-set',
  path: '/envs/dev/secrets/API_KEY',
  line: 14,
  column: 16,
  message: 'DEV_KEY is not set',
};

describe('switching environments re-runs the Problems list', () => {
  it('a manifest.environment push validates the current text again and shows what the new environment finds', async () => {
    const { ManifestEditor } = await import('../../../../renderer/src/features/manifest/ManifestEditor.tsx');
    let environment: string | null = null;
    const listeners = new Map<string, (payload: unknown) => void>();
    const client = {
      call: vi.fn(async (method: string) => {
        if (method === 'manifest.validate') return { valid: true, diagnostics: environment === 'dev' ? [missing] : [] };
        if (method === 'manifest.environment') return { name: environment, available: ['dev'], overrides: [], problem: null };
        return null;
      }),
      subscribe: (topic: string, listener: (payload: unknown) => void) => {
        listeners.set(topic, listener);
        return () => listeners.delete(topic);
      },
    } as unknown as StudioClient;
    const document: ManifestDocument = { workspaceId: 'w1', path: '/x/platform-manifest.yaml', text: TEXT, version: 1, diagnostics: [] };
    render(
      <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
        <ManifestEditor document={document} onReload={() => {}} />
      </StudioProvider>,
    );
    expect(screen.queryByText('DEV_KEY is not set')).toBeNull();
    environment = 'dev';
    await act(async () =>
      listeners.get('manifest.environment')!({ name: 'dev', available: ['dev'], overrides: ['secrets'], problem: null }),
    );
    expect(await screen.findByText(/DEV_KEY is not set/)).toBeInTheDocument();
  });
});
