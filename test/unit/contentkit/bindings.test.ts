import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBinding, resolveBindings } from '../../../shared/contentkit/index.ts';

describe('$state bindings', () => {
  it('replaces bindings at any depth from the state', () => {
    const value = { action: 'save', name: { $state: 'name' }, list: [{ $state: 'n' }, 'fixed'], nested: { deep: { $state: 'name' } } };
    expect(resolveBindings(value, { name: 'Ada', n: 3 })).toEqual({
      action: 'save',
      name: 'Ada',
      list: [3, 'fixed'],
      nested: { deep: 'Ada' },
    });
  });

  it('a binding to a missing key becomes null so the field survives JSON', () => {
    expect(resolveBindings({ a: { $state: 'missing' } }, {})).toEqual({ a: null });
  });

  it('an object with $state and other keys is not a binding', () => {
    expect(isBinding({ $state: 'a', other: 1 })).toBe(false);
    expect(resolveBindings({ x: { $state: 'a', other: 1 } }, { a: 5 })).toEqual({ x: { $state: 'a', other: 1 } });
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), (value, state) => {
        const before = JSON.stringify(value);
        resolveBindings(value, state);
        expect(JSON.stringify(value)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it('a value without bindings comes back equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!JSON.stringify(value).includes('"$state"'));
        expect(resolveBindings(value, { a: 1 })).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});
