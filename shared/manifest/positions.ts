import { isCollection, isMap, isNode, isPair, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml';

/** A span of the YAML text, 1-based like editors and compilers. */
export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** What of a pointer's target to point at: its value, its key (unknown keys), or, when it is missing, its parent. */
export type Anchor = 'value' | 'key';

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

function keyText(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

/** Maps JSON pointers of the parsed value back to where they are written in the YAML text. */
export class Locator {
  readonly #doc: Document;
  readonly #lines: LineCounter;

  constructor(doc: Document, lines: LineCounter) {
    this.#doc = doc;
    this.#lines = lines;
  }

  spanOf(start: number, end: number): Span {
    const from = this.#lines.linePos(start);
    const to = this.#lines.linePos(Math.max(start, end));
    return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
  }

  /**
   * The span of a pointer's target. A block map or list as value points at its key (one line, not
   * the whole block); a key that is not there points at the nearest parent that is.
   */
  locate(pointer: string, anchor: Anchor = 'value'): Span {
    let node: unknown = this.#doc.contents;
    let pair: Pair | null = null;
    for (const segment of pointerSegments(pointer)) {
      let next: Pair | Node | null = null;
      if (isMap(node)) next = node.items.find((item) => keyText(item) === segment) ?? null;
      else if (isSeq(node)) next = (node.items[Number(segment)] as Node | undefined) ?? null;
      // A key missing from the top-level mapping belongs to the whole document, not to its first key.
      if (!next) return pair === null && node === this.#doc.contents ? this.#documentStart() : this.#spanOfEntry(node, pair, 'key');
      if (isPair(next)) {
        pair = next;
        node = next.value;
      } else {
        pair = null;
        node = next;
      }
    }
    return this.#spanOfEntry(node, pair, anchor);
  }

  #spanOfEntry(node: unknown, pair: Pair | null, anchor: Anchor): Span {
    const key = pair && isNode(pair.key) ? pair.key : null;
    const value = isNode(node) ? node : null;
    if (key?.range && (anchor === 'key' || !value?.range || isCollection(value) || value.range[0] === value.range[1])) {
      return this.spanOf(key.range[0], key.range[1]);
    }
    if (value?.range) {
      if (isCollection(value)) return this.#firstLine(value.range[0]);
      return this.spanOf(value.range[0], value.range[1]);
    }
    return this.#firstLine(0);
  }

  #documentStart(): Span {
    return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  }

  #firstLine(offset: number): Span {
    const at = this.spanOf(offset, offset);
    return { ...at, endColumn: at.column + 1 };
  }

  /** The pointer of the innermost key or item whose text holds `offset` (for YAML errors, which come as offsets). */
  pointerAt(offset: number): string {
    const segments: (string | number)[] = [];
    let node: unknown = this.#doc.contents;
    for (;;) {
      let found = false;
      if (isMap(node)) {
        for (const item of node.items) {
          const start = isNode(item.key) ? item.key.range?.[0] : undefined;
          const end = isNode(item.value) ? item.value.range?.[2] : isNode(item.key) ? item.key.range?.[2] : undefined;
          if (start !== undefined && end !== undefined && offset >= start && offset < end) {
            segments.push(keyText(item));
            node = item.value;
            found = true;
            break;
          }
        }
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => {
          const range = isNode(item) ? item.range : undefined;
          if (!found && range && offset >= range[0] && offset < range[2]) {
            segments.push(index);
            node = item;
            found = true;
          }
        });
      }
      if (!found) return toPointer(segments);
    }
  }
}
