import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methods, type MethodName } from '../../../shared/api/index.ts';
import { readAnswer } from '../../../shared/contentkit/answer.ts';
import { checkValue } from '../../../electron/lib/values.ts';
import { blockedReason } from '../../../electron/services/host/containment/addresses.ts';
import { createOutboundPolicy } from '../../../electron/services/host/containment/outbound-policy.ts';
import { BLOCKED_RANGES } from '../../../electron/services/host/containment/rules.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';

/**
 * Property-based containment: whatever a client sends to the Studio API and whatever an
 * integration answers, the studio answers with a value it can serialize, a too-large error past a
 * limit, and stays able to answer the next call. Run counts are bounded to keep the suite quick.
 */
let studio: Studio;
let dir: string;
beforeAll(async () => {
  // A copy, so the studio's .studio/ database never lands in the repository.
  dir = mkdtempSync(join(tmpdir(), 'properties-'));
  cpSync(fixture('hostile-values'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser', deadlineMs: 2_000 });
});
afterAll(async () => {
  await studio?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** A value nested `depth` levels, through objects and arrays alike. */
const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { v: value };
  return value;
};

// Methods that only read, or refuse every input fc.anything() is likely to produce; none of them
// sends anything outside the machine or writes outside the temporary copy.
const names = Object.keys(methods) as MethodName[];

describe('Studio API inputs', () => {
  it('any input to any method answers a serializable CallResult, never an exception', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.anything({ maxDepth: 4 }), async (method, input) => {
        const answer = await studio.dispatch(method, input);
        expect(typeof answer.ok).toBe('boolean');
        expect(() => JSON.stringify(answer)).not.toThrow();
        if (!answer.ok) expect(answer.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('an input nested past 128 levels answers too-large naming the method, whatever the method and leaf', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.integer({ min: 129, max: 20_000 }),
        fc.jsonValue({ maxDepth: 1 }),
        async (method, depth, leaf) => {
          const answer = await studio.dispatch(method, { input: nested(depth, leaf) });
          expect(answer).toMatchObject({ ok: false, error: { code: 'too-large' } });
          if (!answer.ok) expect(answer.error.message).toContain(`The input of ${method}`);
        },
      ),
      { numRuns: 60 },
    );
    expect(await studio.dispatch('app.info', {})).toMatchObject({ ok: true });
  });
});

describe('integration answers', () => {
  it('any text a component answers comes back as a result the studio can serialize and the Preview can read', async () => {
    const answers = fc.oneof(
      fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(nested(130, value))),
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((element) => JSON.stringify({ type: 'element', state: {}, props: {}, element })),
    );
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        const call = await studio.dispatch('host.render', { componentId: 'echo', props: { answer } });
        expect(call.ok).toBe(true);
        if (!call.ok) return;
        const result = call.result as { status: number; body: unknown };
        expect(() => JSON.stringify(result)).not.toThrow();
        expect(checkValue(result.body, 'the answer')).toBeNull();
        expect(() => readAnswer(result.status, result.body)).not.toThrow();
      }),
      { numRuns: 80 },
    );
    expect(await studio.dispatch('host.render', { componentId: 'deep', props: { depth: 3 } })).toMatchObject({
      ok: true,
      result: { status: 200 },
    });
  });
});

/** An IPv6 address's eight groups, spelled out in full, compressed, or in upper case. */
const spelled = (groups: number[], how: 'full' | 'short' | 'upper') => {
  const full = groups.map((g) => g.toString(16).padStart(4, '0')).join(':');
  if (how === 'full') return full;
  if (how === 'upper') return full.toUpperCase();
  return groups
    .map((g) => g.toString(16))
    .join(':')
    .replace(/(^|:)0(:0)+(:|$)/, '::');
};
const spelling = fc.constantFrom('full' as const, 'short' as const, 'upper' as const);
const ipv4 = fc.tuple(...[0, 1, 2, 3].map(() => fc.integer({ min: 0, max: 255 }))).map((b) => b.join('.'));
const v4Groups = (address: string) => {
  const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
};
/** Groups of a random address inside `cidr` (host bits random). */
const inside = (cidr: string) => {
  const [network, bits] = cidr.split('/') as [string, string];
  const prefix = Number(bits);
  if (network.includes('.')) {
    const base = network.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const size = 2 ** (32 - prefix);
    return fc.integer({ min: 0, max: size - 1 }).map((host) => {
      const n = base + host;
      return { v4: [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.') };
    });
  }
  const url = new URL(`http://[${network}]/`).hostname.slice(1, -1);
  const head = url
    .split('::')[0]!
    .split(':')
    .filter(Boolean)
    .map((g) => parseInt(g, 16));
  const tail = url.includes('::')
    ? url
        .split('::')[1]!
        .split(':')
        .filter(Boolean)
        .map((g) => parseInt(g, 16))
    : [];
  const base = [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail] as number[];
  return fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }).map((random) => ({
    v6: base.map((group, i) => {
      const fixed = Math.max(0, Math.min(16, prefix - i * 16));
      const mask = fixed === 0 ? 0 : (0xffff << (16 - fixed)) & 0xffff;
      return (group & mask) | (random[i]! & ~mask & 0xffff);
    }),
  }));
};

describe('outbound addresses', () => {
  it('an IPv4 address is refused exactly when its IPv4-mapped IPv6 forms are, however they are spelled', () => {
    fc.assert(
      fc.property(ipv4, spelling, (address, how) => {
        const refused = blockedReason(address) !== null;
        expect(blockedReason(`::ffff:${address}`) !== null).toBe(refused);
        expect(blockedReason(spelled([0, 0, 0, 0, 0, 0xffff, ...v4Groups(address)], how)) !== null).toBe(refused);
      }),
      { numRuns: 2_000 },
    );
  });

  it('every IPv6 form that carries an IPv4 address (NAT64, 6to4, Teredo, compatible, translated) is refused, whatever the IPv4', () => {
    fc.assert(
      fc.property(ipv4, spelling, fc.integer({ min: 0, max: 0xffff }), (address, how, free) => {
        const [high, low] = v4Groups(address) as [number, number];
        for (const groups of [
          [0x64, 0xff9b, 0, 0, 0, 0, high, low],
          [0x64, 0xff9b, 1, free, 0, 0, high, low],
          [0x2002, high, low, free, 0, 0, 0, 1],
          [0x2001, 0, high, low, free, 0, ~high & 0xffff, ~low & 0xffff],
          [0, 0, 0, 0, 0, 0, high, low],
          [0, 0, 0, 0, 0xffff, 0, high, low],
        ]) {
          expect(blockedReason(spelled(groups, how)), spelled(groups, how)).not.toBeNull();
        }
        expect(blockedReason(`64:ff9b::${address}`)).not.toBeNull();
        expect(blockedReason(`::ffff:0:${address}`)).not.toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });

  it('every address inside a refused range is refused, naming a reason, however it is spelled', () => {
    const cases = fc.oneof(...BLOCKED_RANGES.map((range) => inside(range.cidr)));
    fc.assert(
      fc.property(cases, spelling, (address, how) => {
        const text = 'v4' in address ? address.v4! : spelled(address.v6!, how);
        expect(blockedReason(text), text).toMatch(/ is /);
      }),
      { numRuns: 5_000 },
    );
  });

  it('an IPv6 address outside global unicast (2000::/3) is refused, IPv4-mapped ones aside', () => {
    const groups = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(groups, spelling, (address, how) => {
        fc.pre(address[0]! < 0x2000 || address[0]! > 0x3fff);
        fc.pre(!address.slice(0, 5).every((g) => g === 0) || address[5] !== 0xffff);
        expect(blockedReason(spelled(address, how))).not.toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });

  it('a name resolving to any refused address is refused by the policy, with the name and the reason', async () => {
    const cases = fc.oneof(...BLOCKED_RANGES.map((range) => inside(range.cidr)));
    await fc.assert(
      fc.asyncProperty(cases, async (address) => {
        const resolved = 'v4' in address ? address.v4! : spelled(address.v6!, 'short');
        const policy = createOutboundPolicy({
          studioOrigins: () => [],
          allowedOrigins: () => [],
          sandboxPorts: () => new Set(),
          lookup: async () => [
            { address: '8.8.8.8', family: 4 },
            { address: resolved, family: resolved.includes(':') ? 6 : 4 },
          ],
        });
        const decision = await policy.check('https://name.test/');
        expect(decision.allowed).toBe(false);
        if (!decision.allowed) expect(decision.reason).toMatch(/^name\.test resolves to .+ is /);
      }),
      { numRuns: 1_000 },
    );
  });
});
