import { describe, expect, it } from 'vitest';
import { lineWriter } from '../../../electron/cli/commands/line-writer.ts';

describe('receiver lines are written once the callback that produced them is done, together', () => {
  it('writes nothing while the callback runs, then every line of it in one write, before the next turn', async () => {
    const writes: string[] = [];
    const lines = lineWriter({ out: (text) => writes.push(text), err: () => {} });
    lines.write('a');
    lines.write('b');
    expect(writes).toEqual([]);
    await new Promise((resolve) => process.nextTick(resolve));
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
