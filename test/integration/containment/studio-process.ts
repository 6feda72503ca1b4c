// A real studio process for the process-level containment test: the Studio API behind browser
// mode's WebSocket, on the integration folder given as the first argument. It prints its port once
// listening. The renderer is not needed (an empty folder stands in for it): only the WebSocket is used.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserServer } from '../../../electron/server/server.ts';
import { createStudio } from '../../../electron/app/studio.ts';

const rendererDir = mkdtempSync(join(tmpdir(), 'studio-renderer-'));
const studio = await createStudio({ dir: process.argv[2], transport: 'browser', deadlineMs: Number(process.argv[4] ?? 10_000) });
const server = await startBrowserServer({ studio, rendererDir, token: process.argv[3] });
console.log(JSON.stringify({ port: server.port }));
