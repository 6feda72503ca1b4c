/**
 * The form edits through the `yaml` Document API, whose printer re-renders the whole document: it may
 * re-quote a title or re-indent a list the edit never touched. Only the edit's own lines may change, so
 * the printed result is applied as a three-way merge: the changes from "the original, printed without
 * any edit" to "printed with the edit" are replayed onto the original text, whose other lines stay
 * byte for byte.
 */

/** Longest-common-subsequence table of two line lists (manifests are small: a few hundred lines). */
function lcs(a: readonly string[], b: readonly string[]): Uint32Array[] {
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  return table;
}

/** For each line of `a`, the index of the line of `b` it matches in an LCS, or -1. */
function matching(a: readonly string[], b: readonly string[]): number[] {
  const table = lcs(a, b);
  const match = new Array<number>(a.length).fill(-1);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) match[i++] = j++;
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return match;
}

/**
 * `original` with only the lines `edited` changed relative to `reprinted` (the original put through the
 * same printer without the edit). Lines equal in all three anchor the merge; between two anchors the
 * original's lines stay unless the edit changed that stretch, which then comes from `edited`.
 */
export function minimalEdit(original: string, reprinted: string, edited: string): string {
  if (reprinted === edited) return original;
  if (reprinted === original) return edited;
  const o = original.split('\n');
  const r = reprinted.split('\n');
  const e = edited.split('\n');
  const toO = matching(r, o);
  const toE = matching(r, e);
  const out: string[] = [];
  let [ri, oi, ei] = [0, 0, 0];
  const flush = (rEnd: number, oEnd: number, eEnd: number) => {
    const rs = r.slice(ri, rEnd);
    const es = e.slice(ei, eEnd);
    const os = o.slice(oi, oEnd);
    if (rs.join('\n') === es.join('\n')) out.push(...os);
    else if (os.length !== rs.length) out.push(...es);
    else {
      // Line for line with the original here: lines the edit kept come back as originally written.
      const kept = matching(rs, es);
      const fromR = new Map(kept.flatMap((ej, j) => (ej >= 0 ? [[ej, j] as const] : [])));
      es.forEach((line, j) => out.push(fromR.has(j) ? os[fromR.get(j)!]! : line));
    }
  };
  for (let k = 0; k < r.length; k++) {
    const ok = toO[k]!;
    const ek = toE[k]!;
    if (ok < oi || ek < ei || ok === -1 || ek === -1) continue;
    flush(k, ok, ek);
    out.push(o[ok]!);
    [ri, oi, ei] = [k + 1, ok + 1, ek + 1];
  }
  flush(r.length, o.length, e.length);
  return out.join('\n');
}
