import { z } from 'zod';
import type { StudioClient } from '../../../shared/api/client.ts';
import type { MethodName } from '../../../shared/api/index.ts';
import { methods } from '../../../shared/api/index.ts';

/** What a tool answers: MCP content blocks (text, images), and whether it is a tool error. */
export interface ToolAnswer {
  content: ({ type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string })[];
  isError?: boolean;
}

/** What the tools act on: the studio (its gate, through the typed client) and the folder it has open. */
export interface ToolContext {
  client: StudioClient;
  dir: string;
  /** Runs the fixtures as `test --reporter json` does, on a host of their own; the report object. */
  runFixtures(options: { filter?: string; updateSnapshots?: boolean }): Promise<unknown>;
}

/**
 * One MCP tool: its name and description for the agent, the zod schema its arguments must pass
 * (listed to the agent as JSON Schema), and what it does with them.
 */
export interface Tool {
  name: string;
  title: string;
  description: string;
  input: z.ZodType;
  /**
   * The Studio API method whose gate validates the arguments as they came (a tool that is one call);
   * composite tools parse with `input` first, then each call they make passes the gate again.
   */
  method?: MethodName;
  readOnly: boolean;
  run(input: never, context: ToolContext): Promise<ToolAnswer>;
}

export function defineTool<S extends z.ZodType>(tool: {
  name: string;
  title: string;
  description: string;
  input: S;
  readOnly: boolean;
  run(input: z.output<S>, context: ToolContext): Promise<ToolAnswer>;
}): Tool {
  return tool as unknown as Tool;
}

/** A tool that is exactly one Studio API call: its input is the method's, checked by the gate. */
export function methodTool<M extends MethodName>(
  method: M,
  tool: { name: string; title: string; description?: string; readOnly: boolean },
): Tool {
  return {
    ...tool,
    description: tool.description ?? methods[method].summary,
    input: methods[method].input,
    method,
    run: async (input: never, { client }: ToolContext) => json(await client.call(method, ...([input] as never as [never]))),
  } as Tool;
}

export function json(value: unknown): ToolAnswer {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

export function toolError(message: string): ToolAnswer {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** A refused argument in the gate's words (`Invalid input for NAME: path: message.`), so it names the field. */
export function invalidInput(name: string, error: z.ZodError): string {
  const first = error.issues[0];
  const path = first ? first.path.map(String).join('.') || '(input)' : '(input)';
  return `Invalid input for ${name}: ${first ? `${path}: ${first.message}` : 'rejected'}.`;
}

/** The tool's arguments as JSON Schema (what zod accepts as input: defaults make a field optional). */
export function inputJsonSchema(tool: Tool): Record<string, unknown> {
  const schema = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema: _dialect, ...rest } = schema;
  return rest.type === 'object' ? rest : { type: 'object', ...rest };
}
