import { describe, expect, it } from 'vitest';
import { lineWriter } from '../../../electron/cli/commands/line-writer.ts';

describe('receiver lines are written after the turn that produced them, together', () => {
  it('writes nothing during the turn, then every line of it in one write', async () => {
    const writes: string[] = [];
    const lines = lineWriter({ out: (text) => writes.push(text), err: () => {} });
    lines.write('a');
    lines.write('b');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb']);
  });

  it('flush writes what is pending at once, and only once', () => {
    const writes: string[] = [];
    const lines = lineWriter({ out: (text) => writes.push(text), err: () => {} });
    lines.write('last');
    lines.flush();
    lines.flush();
    expect(writes).toEqual(['last']);
  });
});
