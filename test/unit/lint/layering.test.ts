import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';

const eslint = new ESLint({ cwd: ROOT });

/** The messages of the import rule for `code` linted as if it were the file at `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering: imports only flow down', () => {
  it.each([
    ['the app', "import { createStudio } from '../../app/studio.ts';"],
    ['the CLI', "import { UsageError } from '../../cli/command.ts';"],
    ['the server', "import { startServer } from '../../server/server.ts';"],
    ['main', "import '../../main/index.ts';"],
  ])('a service that imports %s fails lint', async (_layer, code) => {
    const errors = await importErrors('electron/services/host/fixture-layering.ts', `${code}\nexport {};\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/may not import app, cli, server or main/);
  });

  it('a containment module that imports the app fails lint too (its own fence keeps the rule)', async () => {
    const errors = await importErrors(
      'electron/services/host/containment/fixture-layering.ts',
      "import '../../../app/api-call-gate.ts';\n",
    );
    expect(errors[0]).toMatch(/may not import app, cli, server or main/);
  });

  it('a service importing another service or shared passes, and the app importing a service passes', async () => {
    expect(
      await importErrors(
        'electron/services/host/fixture-layering.ts',
        "import '../journal/journal.ts';\nimport '../../../shared/api/index.ts';\nimport '../public/server.ts';\n",
      ),
    ).toEqual([]);
    expect(await importErrors('electron/app/fixture-layering.ts', "import '../services/host/host.ts';\n")).toEqual([]);
  });
});

describe('layering: platform-types < shared < electron/lib, imports only flow down', () => {
  const pathErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
  };

  it('shared importing the sdk fails lint, a type-only import too (the platform types it needs sit below it)', async () => {
    const errors = await pathErrors(
      'shared/platform/fixture-layering.ts',
      "import type { PlatformAPI } from '../../sdk/api-client/index.ts';\nexport type Client = PlatformAPI;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/shared\/ imports only platform-types\/ and packages/);
  });

  it('shared importing the engine fails lint', async () => {
    const errors = await pathErrors(
      'shared/api/fixture-layering.ts',
      "import { ROOT } from '../../electron/lib/paths.ts';\nexport const root = ROOT;\n",
    );
    expect(errors[0]).toMatch(/shared\/ imports only platform-types\//);
  });

  it('the generated platform types importing shared fails lint (they are the lowest layer)', async () => {
    const errors = await pathErrors(
      'platform-types/fixture-layering.ts',
      "import { StudioError } from '../shared/api/errors.ts';\nexport const E = StudioError;\n",
    );
    expect(errors[0]).toMatch(/platform-types\/ is the lowest layer/);
  });

  it('electron/lib importing a service fails lint', async () => {
    const errors = await pathErrors(
      'electron/lib/fixture-layering.ts',
      "import { createJournal } from '../services/journal/journal.ts';\nexport const make = createJournal;\n",
    );
    expect(errors[0]).toMatch(/electron\/lib imports only shared\/, platform-types\/ and packages/);
  });

  it('shared importing the platform types, and electron/lib importing shared, pass', async () => {
    expect(
      await pathErrors(
        'shared/platform/fixture-layering.ts',
        "import type { RuntimeEvent } from '../../platform-types/index.ts';\nexport type Event = RuntimeEvent;\n",
      ),
    ).toEqual([]);
    expect(
      await pathErrors(
        'electron/lib/fixture-layering.ts',
        "import { StudioError } from '../../shared/api/errors.ts';\nexport const E = StudioError;\n",
      ),
    ).toEqual([]);
  });
});

describe('layering: sdk/ reaches the engine only through electron/public.ts', () => {
  it('an sdk module importing an engine internal fails lint', async () => {
    const errors = await importErrors('sdk/testing/fixture-layering.ts', "import '../../electron/services/fixtures/engine.ts';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through electron\/public\.ts/);
  });

  it('an sdk module importing the public entry passes', async () => {
    expect(await importErrors('sdk/testing/fixture-layering.ts', "import '../../electron/public.ts';\n")).toEqual([]);
  });
});

describe('the CLI is a client: it reaches the studio through the gate', () => {
  const syntaxErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('a CLI command calling studio.session() fails lint', async () => {
    const errors = await syntaxErrors(
      'electron/cli/commands/fixture-layering.ts',
      'declare const studio: { session(): { host: unknown } };\nexport const host = studio.session().host;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/through its gate: clientOf\(studio\)/);
  });

  it('a CLI command calling through the client passes', async () => {
    expect(
      await syntaxErrors(
        'electron/cli/commands/fixture-layering.ts',
        "import { clientOf } from '../client.ts';\ndeclare const studio: Parameters<typeof clientOf>[0];\nexport const status = clientOf(studio).call('host.status');\n",
      ),
    ).toEqual([]);
  });
});

describe('services export declared interfaces, not inferred types', () => {
  const syntaxErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each(['electron/services/host/fixture-layering.ts', 'electron/services/host/containment/fixture-layering.ts'])(
    'a service exporting ReturnType<typeof createX> fails lint (%s)',
    async (filePath) => {
      const errors = await syntaxErrors(
        filePath,
        'export function createThing() {\n  return { a: 1 };\n}\nexport type Thing = ReturnType<typeof createThing>;\n',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/declared interface, not ReturnType/);
    },
  );

  it('a service exporting a declared interface passes', async () => {
    expect(
      await syntaxErrors(
        'electron/services/host/fixture-layering.ts',
        'export interface Thing {\n  a: number;\n}\nexport function createThing(): Thing {\n  return { a: 1 };\n}\n',
      ),
    ).toEqual([]);
  });
});

describe('no import circle: every file can be read after what it imports', () => {
  const cycleErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  };

  it('a module importing one that imports it back fails lint (the Events history and its runner)', async () => {
    // useEventRunner.ts imports history.ts; history importing the runner would close a loop.
    const code = "import { parsePayload } from './useEventRunner.ts';\nexport const check = parsePayload;\n";
    expect(await cycleErrors('renderer/src/features/events/history.ts', code)).toEqual(['Dependency cycle detected']);
  });

  it('a loop through several files in the engine fails lint as well', async () => {
    // host.ts reaches deliver.ts; deliver importing host would close a loop of its own.
    const code = "import { createHost } from './host.ts';\nexport const make = createHost;\n";
    expect(await cycleErrors('electron/services/host/deliver.ts', code)).toEqual(['Dependency cycle detected']);
  });

  it('importing down the tree passes', async () => {
    const code = "import { KEPT_FIRINGS } from './history.ts';\nexport const kept = KEPT_FIRINGS;\n";
    expect(await cycleErrors('renderer/src/features/events/useEventRunner.ts', code)).toEqual([]);
  });
});
