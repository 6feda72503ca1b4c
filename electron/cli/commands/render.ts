import { RenderContext } from '../../../shared/api/host.ts';
import {
  ALLOW_OUTBOUND_OPTION,
  allowOutboundArgument,
  HOST_LIMIT_OPTIONS,
  HOST_LIMITS_USAGE,
  hostLimitsArgument,
  integrationDirArgument,
  jsonObjectArgument,
  openHeadless,
} from '../../services/host/cli-support.ts';
import { defineCommand, EXIT, UsageError } from '../command.ts';
import { fixtureOptions, replayFromFlags } from './fixture-flags.ts';
import { TRUST_OPTIONS, TRUST_USAGE, trustArgument } from './trust-flags.ts';

const CONTEXT_TYPES = ['document', 'configuration_account', 'configuration_space', 'configuration_site'] as const;

export const render = defineCommand({
  name: 'render',
  usage:
    'render COMPONENT [--dir DIR] [--props JSON] [--state JSON] [--action JSON] [--context TYPE] [--allow-outbound ORIGIN]… [--json] | render --fixture NAME [--override path=value]…' +
    ` (either with ${TRUST_USAGE} ${HOST_LIMITS_USAGE})`,
  summary: 'Render one ContentKit component (a ui_render event, with an action when given) and print the answer.',
  details: `--context is one of ${CONTEXT_TYPES.join(', ')} (default: document, editable).\nJSON values may be given as @file.`,
  options: {
    dir: { type: 'string', short: 'd', valueName: 'DIR', description: 'integration folder (default: the current folder)' },
    props: { type: 'string', valueName: 'JSON', description: 'the component props' },
    state: { type: 'string', valueName: 'JSON', description: 'the current state (default: the component’s initial state)' },
    action: { type: 'string', valueName: 'JSON', description: 'an action to send, e.g. {"action":"click"}' },
    context: { type: 'string', valueName: 'TYPE', description: 'render context type' },
    installation: { type: 'string', valueName: 'ID', description: 'installation to render for (default: dev)' },
    ...HOST_LIMIT_OPTIONS,
    'allow-outbound': ALLOW_OUTBOUND_OPTION,
    ...TRUST_OPTIONS,
    json: { type: 'boolean', description: 'print one JSON object' },
    ...fixtureOptions,
  },
  async run({ values, positionals }, io) {
    if (values.fixture !== undefined) {
      const observation = await replayFromFlags('render', ['render'], values, positionals, await integrationDirArgument(values.dir));
      const body = observation.json ?? observation.body;
      if (values.json === true) io.out(JSON.stringify({ status: observation.status, durationMs: observation.durationMs, body }));
      else {
        io.out(`${observation.status} in ${Math.round(observation.durationMs)} ms`);
        io.out(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
      }
      return observation.status < 400 ? EXIT.ok : EXIT.failure;
    }
    const componentId = positionals[0];
    if (!componentId) throw new UsageError('name the COMPONENT to render (its componentId).');
    const contextType = String(values.context ?? 'document');
    const context = RenderContext.safeParse(contextType === 'document' ? { type: 'document', editable: true } : { type: contextType });
    if (!context.success) throw new UsageError(`--context must be one of ${CONTEXT_TYPES.join(', ')}, got ${JSON.stringify(contextType)}.`);
    const props = await jsonObjectArgument(values.props, 'props');
    const state = await jsonObjectArgument(values.state, 'state');
    const action = await jsonObjectArgument(values.action, 'action');
    if (action && typeof action.action !== 'string') throw new UsageError('--action needs an "action" name, e.g. {"action":"click"}.');
    const allowOutbound = allowOutboundArgument(values['allow-outbound']);
    const studio = await openHeadless(await integrationDirArgument(values.dir), {
      ...hostLimitsArgument(values),
      allowOutbound,
      ...trustArgument(values),
      onNotice: (line) => io.err(line),
    });
    try {
      const installationId = typeof values.installation === 'string' ? values.installation : undefined;
      const result = await studio.session().host.render({ componentId, props, state, action, context: context.data, installationId });
      if (values.json === true) io.out(JSON.stringify(result));
      else {
        io.out(`${result.status} in ${Math.round(result.durationMs)} ms`);
        io.out(typeof result.body === 'string' ? result.body : JSON.stringify(result.body, null, 2));
      }
      return result.status < 400 ? EXIT.ok : EXIT.failure;
    } finally {
      await studio.dispose();
    }
  },
});
