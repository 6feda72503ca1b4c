import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';

const eslint = new ESLint({ cwd: ROOT });

/** The messages of the wire-errors rule for `code` linted as if it were the file at `filePath`. */
async function wireErrorImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe("services throw their own errors: the wire's errors stay in the app", () => {
  it.each([
    [
      'a service importing StudioError',
      'electron/services/mocks/fixture-errors.ts',
      "import { StudioError } from '../../../shared/api/errors.ts';",
    ],
    [
      'a service importing the wire codes as a type',
      'electron/services/workspace/fixture-errors.ts',
      "import type { ErrorCode } from '../../../shared/api/errors.ts';",
    ],
    [
      'a service importing StudioError through the API index',
      'electron/services/preview/fixture-errors.ts',
      "import { StudioError } from '../../../shared/api/index.ts';",
    ],
    ['electron/lib importing StudioError', 'electron/lib/fixture-errors.ts', "import { StudioError } from '../../shared/api/errors.ts';"],
  ])('%s fails lint, naming the way out', async (_case, file, code) => {
    const errors = await wireErrorImports(file, `${code}\nexport {};\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/a service throws its own .*electron\/app\/errors\.ts maps it/);
  });

  it('a service importing its own errors, ServiceError or API types passes, and the app and the CLI may use the wire errors', async () => {
    expect(
      await wireErrorImports(
        'electron/services/mocks/fixture-errors.ts',
        "import { MockError } from './errors.ts';\nimport { ServiceError } from '../../lib/service-error.ts';\nimport type { Workspace } from '../../../shared/api/index.ts';\nexport {};\n",
      ),
    ).toEqual([]);
    expect(
      await wireErrorImports('electron/app/fixture-errors.ts', "import { StudioError } from '../../shared/api/errors.ts';\nexport {};\n"),
    ).toEqual([]);
    expect(
      await wireErrorImports('electron/cli/fixture-errors.ts', "import { StudioError } from '../../shared/api/errors.ts';\nexport {};\n"),
    ).toEqual([]);
  });
});
