// Manifest validation (YAML parse with positions, compiled JSON Schema check, semantic rules) of a
// ~500-line manifest, next to parsing the same YAML alone with the same options.
import { LineCounter, parseDocument } from 'yaml';
import { parseManifest, validateManifestText, validateParsed } from '../../shared/manifest/validate.ts';
import { percentile, report } from './report.ts';

function bigManifest(): string {
  const lines = [
    '# A large manifest: many blocks, links and configuration properties.',
    'name: bench-integration',
    'title: Bench Integration',
    'description: A manifest as large as the biggest real ones, and then some.',
    'summary: |',
    '  # Bench',
    '  A summary with **Markdown**.',
    'organization: bench',
    'visibility: public',
    'target: space',
    'script: ./src/index.tsx',
    'scopes:',
    '  - space:content:read',
    '  - space:metadata:read',
    '  - site:views:read',
    'categories: [analytics, content]',
    'blocks:',
  ];
  for (let i = 0; i < 35; i++)
    lines.push(
      `  - id: block-${i}`,
      `    title: Block ${i}`,
      `    description: The block number ${i}.`,
      '    urlUnfurl:',
      `      - https://example.com/${i}/**`,
    );
  lines.push('externalLinks:');
  for (let i = 0; i < 20; i++) lines.push(`  - label: Link ${i}`, `    url: https://example.com/docs/${i}`);
  lines.push('configurations:');
  for (const section of ['account', 'space', 'site']) {
    lines.push(`  ${section}:`, '    properties:');
    for (let i = 0; i < 14; i++) {
      lines.push(
        `      field_${i}:`,
        '        type: string',
        `        title: Field ${i}`,
        `        description: What field ${i} is for.`,
        '        enum: [one, two, three]',
        '        default: two',
      );
    }
    lines.push('    required:', '      - field_0', '      - field_1');
  }
  lines.push('secrets:', '  TOKEN: ${{ env.BENCH_TOKEN }}');
  return `${lines.join('\n')}\n`;
}

const text = bigManifest();
const lineCount = text.split('\n').length - 1;
const options = { unresolvedSecrets: {} };
const parseOnly = () => parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: false, uniqueKeys: true }).toJS();
const validate = () => {
  const { diagnostics } = validateManifestText(text, options);
  if (diagnostics.length) throw new Error(`the bench manifest should be valid: ${JSON.stringify(diagnostics[0])}`);
};
const parsed = parseManifest(text);
const checksOnly = () => validateParsed(parsed, options);

// The machine is shared: the tasks run interleaved so a busy moment slows all of them alike.
const times = { parse: [] as number[], validate: [] as number[], checks: [] as number[] };
const RUNS = 600;
const WARM_UP = 200;
for (let i = 0; i < RUNS + WARM_UP; i++) {
  for (const [name, task] of [
    ['parse', parseOnly],
    ['validate', validate],
    ['checks', checksOnly],
  ] as const) {
    const start = performance.now();
    task();
    if (i >= WARM_UP) times[name].push(performance.now() - start);
  }
}
const median = (values: number[]) => percentile(values, 50);

report({
  name: `validate a ${lineCount}-line manifest (text → diagnostics)`,
  value: median(times.validate),
  unit: 'ms',
  baselineName: 'parse the same YAML alone',
  baseline: median(times.parse),
  better: 'lower',
  target: { absolute: 5 },
});
report({
  name: 'the checks alone (schema + rules, parsed input)',
  value: median(times.checks),
  unit: 'ms',
  baselineName: 'parse the same YAML alone',
  baseline: median(times.parse),
  better: 'lower',
});
