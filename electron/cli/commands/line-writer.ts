import type { IO } from '../command.ts';

/**
 * Lines gathered during one turn of the event loop and handed to `out` together once the turn is
 * over: a receiver's line is written after its answer has left, and a burst of requests costs one
 * write instead of one blocking write each (stdout to a pipe or a file is synchronous in Node).
 */
export function lineWriter(io: IO): { write(line: string): void; flush(): void } {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending;
    pending = [];
    io.out(lines.join('\n'));
  };
  return {
    write(line) {
      if (pending.push(line) === 1) setImmediate(flush);
    },
    flush,
  };
}
