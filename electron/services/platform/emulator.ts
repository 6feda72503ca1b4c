import type { DatabaseSync } from 'node:sqlite';
import { callerOf, describeCaller, type Caller } from './access.ts';
import { ApiFailure, apiError, type OperationAnswer } from './answers.ts';
import { loadDescription, operationsOf, type Description, type Operation } from './description.ts';
import type { Directory } from './directory.ts';
import { checkValue } from '../../lib/values.ts';
import { emulatedOperations } from './operations/index.ts';
import type { OperationHandlers } from './operations/types.ts';
import { createRouter } from './router.ts';
import { createBodyValidator, type BodyProblem } from './validate.ts';
import { createWorldStore, type TaskRow, type WorldStore } from './world-store.ts';

/** A request to the API endpoint, as the host's outbound handler hands it over. */
export interface ApiRequest {
  method: string;
  /** Path below the API endpoint, e.g. `/v1/spaces/abc`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** What the journal and the inspector show about one call besides the HTTP exchange. */
export interface ApiCallInfo {
  operationId: string | null;
  /** The description's path template, e.g. `/spaces/{spaceId}/content`. */
  route: string | null;
  emulated: boolean;
  /** `integration`, `installation <id>`, or null when the token was missing or unknown. */
  caller: string | null;
  /** The body's problems against the description (a 400 lists them). */
  problems: BodyProblem[];
}

/** A route a service adds in front of the description (the studio's own endpoints, or an override in a test). */
export interface CustomCall {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  token: string | null;
}
export type CustomHandler = (call: CustomCall) => unknown | Promise<unknown>;

/** Delivers a queued task to the integration as a `task` event; resolves to the status it answered. */
export type TaskDispatcher = (task: unknown) => Promise<number>;

export interface PlatformApiEmulator {
  /** Every operation of the description, and whether the emulator answers it (the others answer 501). */
  readonly operations: readonly (Operation & { emulated: boolean })[];
  /** Adds a route in front of the description; `pattern` like `/v1/studio/oauth/state`. Newest first. Returns a remover. */
  route(method: string, pattern: string, handler: CustomHandler): () => void;
  handle(request: ApiRequest): Promise<Response>;
  /** What the emulator decided about a response it produced (for the journal), or null. */
  describe(response: Response): ApiCallInfo | null;
  /** An event the studio delivers: a space's announced revision becomes its current revision. */
  observe(event: { spaceId?: unknown; revisionId?: unknown }): void;
  /**
   * Who delivers queued tasks (the host, from its construction until it is disposed: null). Tasks
   * still owed from an earlier run are delivered from then on, at least once, as a queue does.
   */
  setTaskDispatcher(dispatch: TaskDispatcher | null): void;
  /** What the integration queued with `queueIntegrationTask`, oldest first: the `task` events it understands. */
  queuedTasks(): TaskRow[];
  dispose(): void;
}

interface CustomRoute {
  method: string;
  segments: string[];
  handler: CustomHandler;
}

function matchCustom(route: CustomRoute, method: string, parts: string[]): Record<string, string> | null {
  if (route.method !== '*' && route.method !== method) return null;
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(parts[i]!);
    else if (segment !== parts[i]) return null;
  }
  return params;
}

function toResponse(answer: OperationAnswer): Response {
  if (answer instanceof Response) return answer;
  if (answer.status === 204 || answer.body === undefined) return new Response(null, { status: answer.status, headers: answer.headers });
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

const textDecoder = new TextDecoder();

/**
 * The platform's HTTP API, locally: every operation of the description is routed; the emulated ones
 * answer from the studio's installations and the workspace database, the others 501 naming their
 * operationId. Bodies are checked against the description (400 naming the field), tokens are the
 * studio's (401 otherwise), an installation's token reaches only its own installation's resources (403).
 */
export function createPlatformApiEmulator(options: {
  directory: Directory;
  description?: Description;
  handlers?: OperationHandlers;
  /** Where content lives: the workspace database (default: an in-memory database). */
  db?: DatabaseSync;
}): PlatformApiEmulator {
  const description = options.description ?? loadDescription();
  const handlers = options.handlers ?? emulatedOperations;
  const operations = operationsOf(description).map((operation) => ({ ...operation, emulated: operation.operationId in handlers }));
  const router = createRouter(operations);
  const validator = createBodyValidator(description);
  const { directory } = options;
  // Through getBuiltinModule so a renderer test's bundler (which refuses `node:sqlite`) can load the module.
  const ownDb = options.db ? null : new (process.getBuiltinModule('node:sqlite').DatabaseSync)(':memory:');
  const world: WorldStore = createWorldStore(options.db ?? ownDb!);
  const custom: CustomRoute[] = [];
  const described = new WeakMap<Response, ApiCallInfo>();
  let disposed = false;
  let dispatchTask: TaskDispatcher | null = null;

  function answer(response: Response, info: ApiCallInfo): Response {
    described.set(response, info);
    return response;
  }

  /**
   * Queued tasks live in the database only: one timer waits for the task due first, and tasks are
   * delivered one at a time, so a fan-out of tasks holds no memory beyond the row being delivered.
   */
  let taskTimer: NodeJS.Timeout | null = null;
  let delivering = false;
  let runningDepth: number | null = null;
  function scheduleTask() {
    if (taskTimer) clearTimeout(taskTimer);
    taskTimer = null;
    if (delivering || disposed) return;
    const next = world.nextDueTask();
    if (!next) return;
    // setTimeout takes at most 2^31-1 ms (24.8 days); the schedule limit is one day.
    taskTimer = setTimeout(
      async () => {
        taskTimer = null;
        if (!dispatchTask) return;
        delivering = true;
        runningDepth = next.depth;
        try {
          const status = await dispatchTask(next.task).catch(() => 502);
          world.taskDelivered(next.seq, status);
        } finally {
          delivering = false;
          runningDepth = null;
          scheduleTask();
        }
      },
      Math.max(0, next.queuedAt + next.schedule * 1000 - Date.now()),
    );
    taskTimer.unref();
  }

  async function handle(request: ApiRequest): Promise<Response> {
    const method = request.method.toUpperCase();
    const authorization = request.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() ?? null;
    const text = textDecoder.decode(request.body);
    const info: ApiCallInfo = { operationId: null, route: null, emulated: false, caller: null, problems: [] };

    const parts = request.path.split('/').filter(Boolean);
    const v1 = parts[0] === 'v1' ? `/${parts.slice(1).join('/')}` : null;
    const matched = v1 === null ? ({ kind: 'no-route' } as const) : router.match(method, v1);
    if (matched.kind === 'operation') {
      info.operationId = matched.operation.operationId;
      info.route = matched.operation.path;
      info.emulated = matched.operation.emulated;
    }

    let body: unknown = null;
    let bodyIsJson = true;
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
        bodyIsJson = false;
      }
    }
    // Measured before any route, validator or store walks it: a value nested past the guards would
    // overflow their recursion, and stored, every later open of the workspace.
    const violation = bodyIsJson ? checkValue(body, `The body of ${info.operationId ?? `${method} ${request.path}`}`) : null;
    if (violation) {
      info.problems = [{ field: 'body', message: violation.message }];
      return answer(apiError(400, violation.message), info);
    }

    for (const route of custom) {
      const params = matchCustom(route, method, parts);
      if (!params) continue;
      info.emulated = true;
      const result = await route.handler({
        method,
        path: request.path,
        params,
        query: request.query,
        headers: request.headers,
        body,
        token,
      });
      return answer(result instanceof Response ? result : Response.json(result ?? {}), info);
    }

    if (matched.kind === 'no-route')
      return answer(
        apiError(
          404,
          `No operation of the platform API matches ${method} ${request.path}${v1 === null ? ' (the API lives under /v1)' : ''}.`,
        ),
        info,
      );
    if (matched.kind === 'method-not-allowed')
      return answer(apiError(405, `${request.path} answers ${matched.allowed.join(', ')}, not ${method}.`), info);

    const { operation, params } = matched;
    if (!token)
      return answer(apiError(401, 'Missing "Authorization: Bearer <token>": use a token of context.environment.apiTokens.'), info);
    const caller: Caller | null = callerOf(directory, token);
    if (!caller)
      return answer(apiError(401, 'The API token is not one the studio issued (context.environment.apiTokens holds them).'), info);
    info.caller = describeCaller(caller);

    const handler = handlers[operation.operationId];
    if (!handler)
      return answer(
        apiError(501, `The studio does not emulate ${operation.operationId} (${operation.method} ${operation.path}) yet.`),
        info,
      );

    const queryProblems = validator.checkQuery(operation, request.query);
    if (queryProblems.length) {
      info.problems = queryProblems;
      const list = queryProblems.map((p) => `${p.field.slice('query.'.length)}: ${p.message}`).join('; ');
      return answer(apiError(400, `Invalid query for ${operation.operationId}: ${list}`), info);
    }

    if (operation.bodySchema) {
      const problems = bodyIsJson ? validator.check(operation, body, text.trim() !== '') : [{ field: 'body', message: 'is not JSON' }];
      if (problems.length) {
        info.problems = problems;
        const list = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
        return answer(apiError(400, `Invalid body for ${operation.operationId}: ${list}`), info);
      }
    }

    try {
      const result = await handler({
        operation,
        params,
        query: request.query,
        body,
        caller,
        directory,
        world,
        scheduleTask,
        runningTaskDepth: () => runningDepth,
      });
      return answer(toResponse(result), info);
    } catch (error) {
      if (error instanceof ApiFailure) return answer(apiError(error.status, error.message), info);
      return answer(apiError(500, `The studio's emulation of ${operation.operationId} failed: ${(error as Error).message}`), info);
    }
  }

  return {
    operations,
    route(method, pattern, handler) {
      const route = { method: method.toUpperCase(), segments: pattern.split('/').filter(Boolean), handler };
      custom.unshift(route);
      return () => {
        const index = custom.indexOf(route);
        if (index >= 0) custom.splice(index, 1);
      };
    },
    handle,
    describe: (response) => described.get(response) ?? null,
    observe(event) {
      if (typeof event.spaceId === 'string' && typeof event.revisionId === 'string' && event.spaceId && event.revisionId)
        world.setCurrentRevision(event.spaceId, event.revisionId);
    },
    setTaskDispatcher(dispatch) {
      dispatchTask = dispatch;
      scheduleTask();
    },
    queuedTasks: () => world.tasks(),
    dispose() {
      disposed = true;
      if (taskTimer) clearTimeout(taskTimer);
      ownDb?.close();
    },
  };
}
