import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDescription, operationsOf } from '../../../electron/services/platform/description.ts';
import { emulatedOperations } from '../../../electron/services/platform/operations/index.ts';

const CORPUS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus', 'real-integrations');

describe('the operations real integrations call', () => {
  it.runIf(existsSync(CORPUS))('every operationId called in ../shared/corpus/real-integrations is emulated (none answers 501)', () => {
    const operationIds = new Set(operationsOf(loadDescription()).map((o) => o.operationId));
    const called = new Set<string>();
    for (const file of readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.includes('node_modules')) continue;
      // `.name(` whatever the receiver (context.api.x, a client variable, a chain split over lines).
      for (const match of readFileSync(join(CORPUS, file), 'utf8').matchAll(/\.\s*([a-z][A-Za-z]+)\s*\(/g))
        if (operationIds.has(match[1]!)) called.add(match[1]!);
    }
    expect(called.size).toBeGreaterThanOrEqual(15);
    expect([...called].filter((id) => !(id in emulatedOperations))).toEqual([]);
  });
});
