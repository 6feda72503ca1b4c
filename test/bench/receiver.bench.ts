// `webhook listen` against a bare node:http receiver verifying with the same verify, both in their
// own process started the same way: verified requests one at a time (c=1) on 127.0.0.1 for a bounded
// time, the two taking turns so a busy machine slows both. Its idle memory is held against the plainest
// node:http server answering "ok" (plain-ok-server.cjs), started the same way.
//
// The CLI's bundle is built first (bin/cli-cache.js), so `webhook listen` starts as every run after
// the first does, and not with esbuild loaded in its process.
//
// Both are warmed until their code is optimized (WARM_MS each), and the one measured first changes
// every round (an even number of rounds), so neither pays for the JIT or for its place in the order:
// run with `webhook listen` on both sides, this bench read 0.92-0.97x req/s and 1.24-2.02x p99 with a
// 300 ms warm-up (studio always first, or taking turns); 0.95-1.04x and 0.90-1.14x with 1.5 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { ROOT } from '../../electron/lib/paths.ts';
import { signText } from '../../electron/services/webhooks/hmac.ts';
import { percentile, report } from './report.ts';

const SECRET = 'whsec_bench_receiver_secret_0123456789';
const ROUND_MS = 2_000;
const ROUNDS = 4;
const WARM_MS = 1_500;
const folder = mkdtempSync(join(tmpdir(), 'receiver-bench-'));
const NODE = [process.execPath, '--disable-warning=ExperimentalWarning'];

/**
 * Starts a receiver with its output going to a file, as `> log` would: read back here through a pipe, the
 * lines would be parsed on the load generator's own event loop and slow it more for the longer lines.
 */
async function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const log = join(folder, `out-${basename(args[0]!)}-${args.length}.ndjson`);
  const fd = openSync(log, 'w');
  const child = spawn(NODE[0]!, [...NODE.slice(1), ...args], { cwd: ROOT, stdio: ['ignore', fd, 'inherit'] });
  closeSync(fd);
  const until = performance.now() + 15_000;
  for (;;) {
    const first = readFileSync(log, 'utf8').split('\n')[0]!;
    if (first.endsWith('}')) return { child, url: (JSON.parse(first) as { listening: string }).listening };
    if (child.exitCode !== null || performance.now() > until)
      throw new Error(`${args.join(' ')} did not start listening (exit ${child.exitCode})`);
    await sleep(20);
  }
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function loop(url: string, dispatcher: Agent, ms: number, latencies: number[]): Promise<number> {
  const body = JSON.stringify({ eventId: 'evt_bench', type: 'site_view', installationId: 'inst_bench', siteId: 'site_1' });
  const until = performance.now() + ms;
  let done = 0;
  while (performance.now() < until) {
    const signature = signText(SECRET, body, Date.now());
    const started = performance.now();
    const answer = await request(url, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', 'x-platform-signature': signature.header },
      body,
    });
    await answer.body.text();
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: not verified`);
    latencies.push(performance.now() - started);
    done++;
  }
  return done;
}

const prebuilt = spawnSync(process.execPath, [join(ROOT, 'bin', 'cli-cache.js')], { stdio: ['ignore', 'ignore', 'inherit'] });
if (prebuilt.status !== 0) throw new Error(`bin/cli-cache.js exited ${prebuilt.status}`);
const studio = await start([join(ROOT, 'bin', 'integration-studio.js'), 'webhook', 'listen', '--secret', SECRET, '--json']);
const bare = await start([join(ROOT, 'test', 'bench', 'bare-verify-receiver.ts'), SECRET]);
const plain = await start([join(ROOT, 'test', 'bench', 'plain-ok-server.cjs')]);
try {
  await sleep(1_000);
  const idle = { value: rssMiB(studio.child.pid!), baseline: rssMiB(plain.child.pid!) };
  plain.child.kill('SIGTERM');
  const dispatcher = new Agent({ connections: 1 });
  const s = { n: 0, ms: 0, lat: [] as number[] };
  const b = { n: 0, ms: 0, lat: [] as number[] };
  await loop(studio.url, dispatcher, WARM_MS, []); // warm both
  await loop(bare.url, dispatcher, WARM_MS, []);
  const turns = [
    [s, studio.url],
    [b, bare.url],
  ] as const;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, url] of round % 2 === 0 ? turns : [...turns].reverse()) {
      const started = performance.now();
      side.n += await loop(url, dispatcher, ROUND_MS, side.lat);
      side.ms += performance.now() - started;
    }
  }
  await dispatcher.close();
  let ok = true;
  ok =
    report({
      name: 'webhook listen, idle RSS',
      unit: 'MiB',
      baselineName: 'plain node:http answering ok',
      better: 'lower',
      target: { ratio: 1.5 },
      ...idle,
    }) && ok;
  ok =
    report({
      name: 'webhook listen, verified req/s at c=1',
      unit: 'req/s',
      baselineName: 'bare node:http + verify',
      better: 'higher',
      target: { ratio: 0.9 },
      value: (s.n / s.ms) * 1000,
      baseline: (b.n / b.ms) * 1000,
    }) && ok;
  ok =
    report({
      name: 'webhook listen, p99 at c=1',
      unit: 'ms',
      baselineName: 'bare node:http + verify',
      better: 'lower',
      target: { ratio: 1.2 },
      value: percentile(s.lat, 99),
      baseline: percentile(b.lat, 99),
    }) && ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  studio.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  plain.child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
}
