import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { manifestJsonSchema } from '../../../shared/manifest/json-schema.ts';
import { isAbsoluteUrl } from '../../../shared/manifest/url-format.ts';

const TARGET = '../../../shared/manifest/generated/structure-validator.ts';

/**
 * ajv compiles the JSON Schema to JavaScript ahead of time: the renderer's CSP forbids the `new
 * Function` ajv would need at run time, and a precompiled validator starts instantly everywhere.
 */
async function generate(): Promise<string> {
  const ajv = new Ajv2020({
    allErrors: true,
    // errors carry their schema, so messages can quote a field's description and allowed keys
    verbose: true,
    strict: false,
    discriminator: true,
    inlineRefs: false,
    code: { source: true, esm: true, lines: true, formats: _`({ uri: { type: 'string', validate: isAbsoluteUrl } })` },
  });
  ajv.addFormat('uri', { type: 'string', validate: isAbsoluteUrl });
  const code = standaloneCode(ajv, ajv.compile(manifestJsonSchema))
    .replace(/^"use strict";/, '')
    // ajv counts string length in code points; the same, without a CommonJS require in shared code.
    .replace('require("ajv/dist/runtime/ucs2length").default', '(text) => [...text].length');
  if (/require\(/.test(code)) throw new Error('the generated validator still requires a module');
  const text = [
    '/* eslint-disable */',
    '// @ts-nocheck',
    '// GENERATED from shared/manifest/schema.ts by test/unit/manifest/structure-validator.test.ts. Do not edit.',
    '// Regenerate after a schema change: npx vitest run test/unit/manifest/structure-validator.test.ts -u',
    "import { isAbsoluteUrl } from '../url-format.ts';",
    code,
    '',
  ].join('\n');
  // Formatted like the rest of the tree, so `npm run format` leaves the committed file as it is.
  const path = fileURLToPath(new URL(TARGET, import.meta.url));
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

describe('structure validator', () => {
  it('the committed structure validator is compiled from the current zod schema', async () => {
    await expect(await generate()).toMatchFileSnapshot(TARGET);
  });
});
