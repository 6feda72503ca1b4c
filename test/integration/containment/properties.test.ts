import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methods, type MethodName } from '../../../shared/api/index.ts';
import { readAnswer } from '../../../shared/contentkit/answer.ts';
import { checkValue } from '../../../electron/services/host/containment/values.ts';
import { createStudio, type Studio } from '../../../electron/studio.ts';
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
