import { describe, expect, it } from 'vitest';
import { checkValue } from '../../../../electron/lib/values.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { child: value };
  return value;
};

describe('value limits', () => {
  it('a value nested exactly 128 levels passes; 129 is refused naming the depth limit', () => {
    expect(checkValue(nested(128), 'The answer')).toBeNull();
    expect(checkValue(nested(129), 'The answer')).toEqual({
      limit: 'depth',
      message: "The answer is nested more than 128 levels deep (objects and arrays), past the studio's limit; it was not shown or stored.",
    });
  });

  it('a 100,000-deep value is measured without overflowing the stack', () => {
    expect(checkValue(nested(100_000), 'The input')?.limit).toBe('depth');
  });

  it('a string or a key past the length limit is refused naming its length', () => {
    const limits = { depth: 128, stringLength: 10, entries: 100 };
    expect(checkValue({ a: 'x'.repeat(11) }, 'The state', limits)?.message).toBe(
      "The state holds a string of 11 characters, past the studio's limit of 10.",
    );
    expect(checkValue({ ['k'.repeat(11)]: 1 }, 'The state', limits)?.limit).toBe('string-length');
    expect(checkValue({ a: 'x'.repeat(10) }, 'The state', limits)).toBeNull();
  });

  it('too many entries in total is refused', () => {
    const limits = { depth: 128, stringLength: 10, entries: 100 };
    expect(
      checkValue(
        Array.from({ length: 60 }, () => [1]),
        'The props',
        limits,
      )?.limit,
    ).toBe('entries');
    expect(
      checkValue(
        Array.from({ length: 40 }, () => [1]),
        'The props',
        limits,
      ),
    ).toBeNull();
  });

  it('scalars, null and empty containers pass', () => {
    for (const value of [null, undefined, 0, true, '', {}, []]) expect(checkValue(value, 'x')).toBeNull();
  });
});
