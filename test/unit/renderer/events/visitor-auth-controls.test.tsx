import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { Installation, VisitorFlow } from '../../../../shared/api/installations.ts';
import { useVisitorFlow, VisitorAuthControls, VisitorFlowView } from '../../../../renderer/src/features/events/VisitorAuth.tsx';
import { readVisitorFields, writeVisitorFields } from '../../../../renderer/src/features/events/visitor-payload.ts';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const SITE = { id: 'inst_site', kind: 'site', status: 'active' } as Installation;
const PAYLOAD = JSON.stringify({ siteId: 'site_1', location: '/guide', searchParams: { lang: 'fr' }, cookies: {} }, null, 2);

function flow(patch: Partial<VisitorFlow>): VisitorFlow {
  return { id: 'f1', installationId: SITE.id, action: 'sign-in', state: 'running', open: null, hops: [], landing: null, ...patch };
}

function mount(installation: Installation = SITE, open = 'http://127.0.0.1:9/oauth-mock/authorize?x=1') {
  const listeners = new Map<string, (payload: unknown) => void>();
  const call = vi.fn(async (method: string) => {
    if (method === 'installations.visitorSignIn')
      return flow({
        open,
        hops: [
          {
            step: 'event',
            at: 0,
            ok: true,
            status: 302,
            url: 'http://127.0.0.1:9/oauth-mock/authorize?x=1',
            recordId: 7,
            summary: 'answered 302',
          },
        ],
      });
    throw new Error(`not in this test: ${method}`);
  });
  const client = {
    call,
    subscribe: (topic: string, listener: (payload: unknown) => void) => {
      listeners.set(topic, listener);
      return () => listeners.delete(topic);
    },
  } as unknown as StudioClient;
  const texts: string[] = [];
  function Host() {
    const [text, setText] = useState(PAYLOAD);
    const [flow, setFlow] = useVisitorFlow();
    texts.push(text);
    return (
      <>
        <VisitorAuthControls text={text} onText={setText} installation={installation} blocked={null} onFlow={setFlow} />
        {flow ? <VisitorFlowView flow={flow} /> : null}
      </>
    );
  }
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <Host />
    </StudioProvider>,
  );
  return {
    call,
    push: (payload: VisitorFlow) => act(() => listeners.get('installations.visitorFlow')!(payload)),
    last: () => JSON.parse(texts.at(-1)!),
  };
}

describe('visitor authentication in the Events pane', () => {
  it('search parameters, cookies and the logout action are edited by controls that write the payload', () => {
    const { last } = mount();
    expect(screen.getByLabelText('parameter 1 name')).toHaveValue('lang');
    fireEvent.click(screen.getByRole('button', { name: /Add cookie/ }));
    fireEvent.change(screen.getByLabelText('cookie 1 name'), { target: { value: 'session' } });
    fireEvent.change(screen.getByLabelText('cookie 1 value'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('parameter 1 value'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Logout action/ }));
    expect(last()).toMatchObject({
      siteId: 'site_1',
      location: '/guide',
      searchParams: { lang: 'de' },
      cookies: { session: 'abc' },
      action: 'logout',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Logout action/ }));
    expect(last()).not.toHaveProperty('action');
    fireEvent.click(screen.getByRole('button', { name: 'Remove parameter lang' }));
    expect(last().searchParams).toEqual({});
  });

  it('a row being typed (no name yet) is left out, and a later row of the same name wins, as in a query string', () => {
    const text = writeVisitorFields(PAYLOAD, {
      searchParams: [
        ['', 'pending'],
        ['a', '1'],
        ['a', '2'],
      ],
      cookies: [],
      logout: false,
    });
    expect(readVisitorFields(text)).toEqual({ searchParams: [['a', '2']], cookies: [], logout: false });
  });

  it('Sign in as a visitor starts the flow, opens the redirect without an opener, and shows each pushed hop and the claims it ended on', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { call, push } = mount();
    fireEvent.click(screen.getByTestId('visitor-sign-in'));
    expect(await screen.findByText('answered 302')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('installations.visitorSignIn', expect.objectContaining({ installationId: SITE.id, logout: false }));
    expect(open).toHaveBeenCalledWith('http://127.0.0.1:9/oauth-mock/authorize?x=1', '_blank', expect.stringContaining('noopener'));
    push(
      flow({
        state: 'done',
        hops: [{ step: 'landing', at: 1, ok: true, status: 200, url: null, recordId: 9, summary: 'on the published site' }],
        landing: {
          path: '/guide',
          jwt: { token: 'a.b.c', header: { alg: 'HS256' }, claims: { email: 'visitor@example.com' }, signature: 'valid', expiresAt: null },
        },
      }),
    );
    expect(screen.getByText('Published site')).toBeInTheDocument();
    expect(screen.getByTestId('visitor-landing')).toHaveTextContent('visitor@example.com');
    expect(screen.getByTestId('visitor-landing')).toHaveTextContent('Signature: valid');
    open.mockRestore();
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'a flow whose redirect is %s is not opened; the pane says which scheme and why',
    async (target) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      mount(SITE, target);
      fireEvent.click(screen.getByTestId('visitor-sign-in'));
      const scheme = `${target.split(':')[0]}:`;
      expect(await screen.findByText(new RegExp(`The sign-in was not opened: the redirect is a ${scheme} URL`))).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    },
  );

  it('on an installation that is not a site, the sign-in is disabled and says to pick a site installation', () => {
    mount({ ...SITE, kind: 'organization' } as Installation);
    expect(screen.getByTestId('visitor-sign-in')).toBeDisabled();
    expect(screen.getByText('Visitors sign in on a site: pick a site installation.')).toBeInTheDocument();
  });
});
