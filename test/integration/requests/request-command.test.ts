import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { parseHttpFile } from '../../../shared/requests/http-file.ts';
import { saveRequest } from '../../../electron/services/requests/saved.ts';
import { capture } from '../fixtures/support.ts';

// Answers JSON at /options and redirects wherever ?to= says at /bounce.
const REDIRECTS = fileURLToPath(new URL('../../fixtures/integrations/hostile-redirects', import.meta.url));

describe('integration-studio request: saved requests/*.http sent through the same path as the Requests pane', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'request-command-'));
    await cp(REDIRECTS, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    await mkdir(join(dir, 'requests'));
    await writeFile(
      join(dir, 'requests', 'api.http'),
      `@list = options

### Options
GET {{endpoint}}/{{list}}
Accept: application/json
X-Stage: {{stage}}

### Bounce
GET {{endpoint}}/bounce?to=https://example.com/next
`,
    );
    await writeFile(join(dir, 'requests', 'http-client.env.json'), JSON.stringify({ dev: { stage: 'dev' }, prod: { stage: 'prod' } }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('without FILE it lists the saved requests as FILE#NAME', async () => {
    const { io, out } = capture();
    expect(await main(['request', '--dir', dir, '--trust', '--no-studio'], io)).toBe(0);
    expect(out.join('\n')).toContain('api.http#Options  GET {{endpoint}}/{{list}}');
    expect(out.join('\n')).toContain('api.http#Bounce');
  });

  it('FILE#NAME --env NAME sends the request with the file and environment variables and prints the answer (--json)', async () => {
    const { io, out } = capture();
    expect(await main(['request', 'api.http#Options', '--env', 'dev', '--dir', dir, '--trust', '--no-studio', '--json'], io)).toBe(0);
    const answer = JSON.parse(out.join('\n')) as { status: number; body: string; url: string; request: { path: string } };
    expect(answer.status).toBe(200);
    expect(answer.request.path).toBe('/options');
    expect(answer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/dev\/options$/);
    expect(JSON.parse(answer.body)).toContainEqual({ id: 'C001', label: '#general', value: 'C001' });
  });

  it('an unknown environment is refused, naming those the env file has', async () => {
    const { io, err } = capture();
    expect(await main(['request', 'api#Options', '--env', 'qa', '--dir', dir, '--trust', '--no-studio'], io)).not.toBe(0);
    expect(err.join('\n')).toMatch(/No environment "qa" .*it has: dev, prod/);
  });

  it('a redirect is printed with its Location, not followed', async () => {
    const { io, out } = capture();
    expect(await main(['request', 'api.http#Bounce', '--dir', dir, '--trust', '--no-studio'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/^302 in \d+ ms/m);
    expect(out.join('\n')).toContain('Redirects to https://example.com/next (not followed)');
  });

  it('what the pane saves is a .http file the command reads back, next to the requests already there', async () => {
    await saveRequest(dir, 'api.http', { name: 'Echo', method: 'POST', url: '{{endpoint}}/options', headers: [], body: '{"a":1}' });
    const file = parseHttpFile(await readFile(join(dir, 'requests', 'api.http'), 'utf8'));
    expect(file.variables).toEqual({ list: 'options' });
    expect(file.requests.map((r) => r.name)).toEqual(['Options', 'Bounce', 'Echo']);
  });
});
