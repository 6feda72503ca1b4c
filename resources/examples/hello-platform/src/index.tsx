import { createComponent, createIntegration, type RuntimeContext } from '@platform/runtime';
import { showcaseComponents } from './showcase.tsx';

interface GreetingProps {
  name?: string;
}

interface GreetingState {
  clicks: number;
}

/** The `greeting` block: a greeting from the space configuration and a button that counts clicks. */
const greeting = createComponent<GreetingProps, GreetingState>({
  componentId: 'greeting',
  initialState: { clicks: 0 },
  async action(element, action) {
    if (action.action === 'click') return { state: { ...element.state, clicks: element.state.clicks + 1 } };
    return {};
  },
  async render(element, context) {
    const configuration = context.environment.spaceInstallation?.configuration ?? {};
    const word = typeof configuration.greeting === 'string' ? configuration.greeting : 'Hello';
    const repeat = typeof configuration.repeat === 'number' && configuration.repeat > 0 ? configuration.repeat : 1;
    const clicks = element.state.clicks;
    return (
      <block>
        <vstack>
          <text style="bold">{`${Array(repeat).fill(word).join(' ')}, ${element.props.name ?? 'reader'}!`}</text>
          <text>{clicks === 1 ? 'Clicked once.' : `Clicked ${clicks} times.`}</text>
          <button label="Click me" style="primary" onPress={{ action: 'click' }} />
        </vstack>
      </block>
    );
  },
});

/** The public endpoint: GET says hello in JSON, POST echoes what it received. */
async function handleFetch(request: Request, context: RuntimeContext): Promise<Response> {
  if (request.method === 'POST') {
    return new Response(await request.arrayBuffer(), {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? 'application/octet-stream' },
    });
  }
  const url = new URL(request.url);
  return Response.json({
    hello: url.searchParams.get('name') ?? 'world',
    integration: context.environment.integration.name,
    path: url.pathname,
  });
}

export default createIntegration({
  fetch: handleFetch,
  components: [greeting, ...showcaseComponents],
  // The events the platform (and the studio) sends on install and on every configuration save. Setup
  // handlers run again after each edit, so they must be idempotent: read the current state, never
  // assume a first run. An installation still `pending` has an incomplete configuration: wait for it.
  events: {
    installation_setup: async (event, context) => {
      const installation = context.environment.installation;
      if (event.status !== 'active') {
        console.log(`Installation ${installation?.id ?? '?'} is ${event.status}: waiting for its configuration.`);
        return;
      }
      console.log(`Installation ${installation?.id ?? '?'} is active${event.previous ? ` (was ${event.previous.status})` : ''}.`);
    },
    space_installation_setup: async (event, context) => {
      const configuration = context.environment.spaceInstallation?.configuration ?? {};
      if (event.status !== 'active') {
        console.log(`Space ${event.spaceId}: pending until its configuration is complete.`);
        return;
      }
      console.log(`Space ${event.spaceId} is set up; its greeting is ${JSON.stringify(configuration.greeting ?? 'Hello')}.`);
    },
    space_content_updated: async (event) => {
      console.log(`Space ${event.spaceId} has a new revision: ${event.revisionId}`);
    },
  },
});
