/**
 * `@platform/runtime/testing`: start an integration on the studio's host from a Vitest or node:test
 * test and call it with typed results. It is the engine `integration-studio test` runs fixtures on
 * (one host, many dispatches), for developers who prefer code to fixture files. Node only: import
 * it from tests, never from the integration's code.
 */
import type { FixtureContext } from '../../shared/fixtures/schema.ts';
import {
  startFixtureEngine,
  findFixture,
  describeIssues,
  runFixture,
  type EngineOptions,
  type FixtureEngine,
  type FixtureInstallation,
  type Observation,
  type ObservedCall,
  type LogEntry,
  type FixtureReport,
  type RunOptions,
} from '../../electron/public.ts';
import type { ContentKitElement } from '../runtime/contentkit.ts';

export type { FixtureContext, LogEntry, ObservedCall, FixtureReport };

/** What every answer carries: its status, text, logs and the calls the integration made for it (the engine's observation). */
export interface Answer extends Omit<Observation, 'body' | 'recordId'> {
  /** The answer as text. */
  text: string;
}

/** A `ui_render` answer, its element tree and state read out. */
export interface RenderAnswer<State = Record<string, unknown>, Props = Record<string, unknown>> extends Answer {
  element: ContentKitElement | null;
  state: State;
  props: Props;
}

export interface RenderOptions<State, Props> {
  props?: Props;
  state?: State;
  action?: { action: string; [key: string]: unknown };
  context?: { type: 'document'; editable: boolean } | { type: 'configuration_account' | 'configuration_space' | 'configuration_site' };
}

export interface FetchOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A string is sent as it is; anything else as JSON. */
  body?: string | Record<string, unknown> | unknown[];
}

/** One installation of the integration; calls made through it share its configuration. */
export interface TestInstallation {
  readonly id: string;
  /** The configuration now (own level), e.g. after the integration stored something. */
  readonly configuration: Record<string, unknown>;
  fire(type: string, fields?: Record<string, unknown>): Promise<Answer>;
  render<State = Record<string, unknown>, Props = Record<string, unknown>>(
    componentId: string,
    options?: RenderOptions<State, Props>,
  ): Promise<RenderAnswer<State, Props>>;
  fetch(path?: string, options?: FetchOptions): Promise<Answer>;
  webhook(payload: Record<string, unknown>, options: { secret: string; path?: string; headers?: Record<string, string> }): Promise<Answer>;
}

export interface TestIntegration extends TestInstallation {
  /** A new installation (space by default) with this context: configuration, ids. */
  install(context?: FixtureContext): TestInstallation;
  /** Runs a fixture of the integration's fixtures/ folder, expectations included. */
  runFixture(name: string, options?: RunOptions): Promise<FixtureReport>;
  dispose(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

function answerOf({ body, recordId: _journalRecord, ...rest }: Observation): Answer {
  return { ...rest, text: body };
}

function installationApi(engine: FixtureEngine, installation: FixtureInstallation): TestInstallation {
  return {
    id: installation.id,
    get configuration() {
      return structuredClone(installation.configuration);
    },
    async fire(type, fields = {}) {
      return answerOf(await engine.event(installation, { ...fields, type }));
    },
    async render<State, Props>(componentId: string, options: RenderOptions<State, Props> = {}) {
      const observation = await engine.render(installation, {
        componentId,
        props: options.props as Record<string, unknown> | undefined,
        state: options.state as Record<string, unknown> | undefined,
        action: options.action,
        context: options.context,
      });
      const json = (observation.json ?? {}) as { element?: ContentKitElement; state?: State; props?: Props };
      return {
        ...answerOf(observation),
        element: json.element ?? null,
        state: (json.state ?? options.state ?? {}) as State,
        props: (json.props ?? options.props ?? {}) as Props,
      };
    },
    async fetch(path = '/', options = {}) {
      return answerOf(await engine.request(installation, { path, method: options.method, headers: options.headers, body: options.body }));
    },
    async webhook(payload, options) {
      return answerOf(await engine.webhook(installation, { payload, ...options }));
    },
  };
}

/**
 * Builds and starts the integration in `dir` (its folder, holding platform-manifest.yaml) on the
 * studio's host. Rejects with the build error when it does not run. Dispose it after the tests.
 * `options` are the command line's: the sandbox's limits (`deadlineMs`, `memoryLimitBytes`,
 * `backgroundBudgetMs`, `outboundCapBytes`) and `allowOutbound` origins (a local mock backend).
 */
export async function startIntegration(dir: string, options: EngineOptions = {}): Promise<TestIntegration> {
  const engine = await startFixtureEngine(dir, options);
  const main = installationApi(engine, engine.install());
  const dispose = () => engine.dispose();
  return {
    ...main,
    get configuration() {
      return main.configuration;
    },
    install: (context) => installationApi(engine, engine.install(context)),
    async runFixture(name, runOptions) {
      const loaded = await findFixture(engine.dir, name);
      if (!loaded.ok) throw new Error(describeIssues(loaded.file, loaded.issues));
      return runFixture(engine, loaded, runOptions);
    },
    dispose,
    [Symbol.asyncDispose]: dispose,
  };
}
