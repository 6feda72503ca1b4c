import { Writable } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import pkg from '../../../package.json' with { type: 'json' };
import { checkValue } from '../../lib/values.ts';
import { registerResources } from './resources.ts';
import { inputJsonSchema, invalidInput, toolError, type ToolAnswer, type ToolContext } from './tool.ts';
import { findTool, TOOLS } from './tools.ts';

/** One tool call: the arguments checked, the operation run, and every failure an answer with the studio's message. */
export async function callTool(name: string, args: unknown, context: ToolContext): Promise<ToolAnswer> {
  const tool = findTool(name);
  if (!tool) return toolError(`Unknown tool ${JSON.stringify(name)}; the tools are ${TOOLS.map((t) => t.name).join(', ')}.`);
  let input: unknown = args ?? {};
  // Measured before zod walks it, as the gate measures every input.
  const violation = checkValue(input, `The input of ${name}`);
  if (violation) return toolError(violation.message);
  // A tool that is one Studio API call hands its arguments to the gate as they came: the gate's own check decides.
  if (!tool.method) {
    const parsed = tool.input.safeParse(input);
    if (!parsed.success) return toolError(invalidInput(name, parsed.error));
    input = parsed.data;
  }
  try {
    return await tool.run(input as never, context);
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    // The gate names its method; the agent knows the tool.
    return toolError(
      tool.method ? message.replace(`Invalid input for ${tool.method}:`, `Invalid input for ${name} (${tool.method}):`) : message,
    );
  }
}

/** The MCP server over the studio's operations: the tools of tools.ts and the resources of resources.ts. */
export function createMcpServer(context: ToolContext): McpServer {
  const server = new McpServer(
    { name: 'integration-studio', title: 'Integration Studio', version: pkg.version },
    {
      instructions:
        "Tools over a local Integration Studio: the integration in the open folder runs in the platform's sandbox. Fire events and render components, read what happened in the journal (query_journal, read_record), keep a record as a fixture and run the fixtures, mock the third-party APIs it calls, send signed webhooks.",
    },
  );
  registerResources(server, context.client);
  // Tools are listed and called here rather than with registerTool: their arguments are checked by the studio's gate (or
  // the tool's own schema), with the gate's wording, and a tool's input may be any zod schema the Studio API declares.
  server.server.registerCapabilities({ tools: {} });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputJsonSchema(tool) as { type: 'object' },
      annotations: { title: tool.title, readOnlyHint: tool.readOnly, openWorldHint: false },
    })),
  }));
  server.server.setRequestHandler(
    CallToolRequestSchema,
    (request) => callTool(request.params.name, request.params.arguments, context) as Promise<never>,
  );
  return server;
}

/**
 * Serves `server` on this process's stdin and stdout until stdin closes. Stdout carries the protocol
 * and nothing else: whatever else in the process writes there (a library's console.log) goes to stderr.
 */
export async function serveOnStdio(server: McpServer): Promise<void> {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  const protocol = new Writable({ write: (chunk, _encoding, done) => void write(chunk, done) });
  const transport = new StdioServerTransport(process.stdin, protocol);
  const ended = new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.connect(transport);
  await ended;
  await server.close();
}
