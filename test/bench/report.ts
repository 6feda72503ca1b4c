/**
 * Every benchmark figure is printed next to a baseline measured in the same run, as a ratio, so a
 * slow or busy machine moves both and the ratio stays meaningful.
 */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  baselineName: string;
  baseline: number;
  /** throughput: higher is better; latency: lower is better */
  better: 'higher' | 'lower';
  /** The target, as a ratio (e.g. 0.8 for "≥ 0.8× the baseline") or an absolute limit. */
  target?: { ratio?: number; absolute?: number };
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3));

export function report(figure: Figure): boolean {
  const ratio = figure.value / figure.baseline;
  let ok = true;
  const targets: string[] = [];
  if (figure.target?.ratio !== undefined) {
    ok &&= figure.better === 'higher' ? ratio >= figure.target.ratio : ratio <= figure.target.ratio;
    targets.push(`${figure.better === 'higher' ? '≥' : '≤'} ${figure.target.ratio}×`);
  }
  if (figure.target?.absolute !== undefined) {
    ok &&= figure.better === 'higher' ? figure.value >= figure.target.absolute : figure.value <= figure.target.absolute;
    targets.push(`${figure.better === 'higher' ? '≥' : '≤'} ${fmt(figure.target.absolute)} ${figure.unit}`);
  }
  const verdict = targets.length ? `  target ${targets.join(' and ')}: ${ok ? 'met' : 'MISSED'}` : '';
  console.log(
    `${figure.name.padEnd(48)} ${fmt(figure.value).padStart(10)} ${figure.unit.padEnd(8)} | ${figure.baselineName}: ${fmt(figure.baseline)} ${figure.unit} | ratio ${ratio.toFixed(2)}×${verdict}`,
  );
  return ok;
}

/** Percentile of a sample (p in 0..100), nearest-rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
