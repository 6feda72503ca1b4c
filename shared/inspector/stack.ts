/**
 * Stack traces as the studio shows them: V8's text (already source-mapped by the host, so the
 * integration's frames name its own files relative to the folder) split into the message and one
 * frame per line, each frame marked as the integration's own or the studio's (its SDK, the entry
 * worker, Node internals, packages).
 */

export interface StackFrame {
  /** The line as V8 wrote it, trimmed. */
  text: string;
  /** The function V8 named, or null for an anonymous frame. */
  fn: string | null;
  file: string;
  line: number;
  column: number;
  /** A file of the integration's own folder (not a package inside it). */
  own: boolean;
}

export interface ParsedStack {
  /** The message lines before the first frame. */
  message: string[];
  frames: StackFrame[];
}

const FRAME = /^\s*at (?:(?:async )?(?<fn>.+?) \((?<location>.+)\)|(?:async )?(?<bare>.+))$/;
const POSITION = /^(?<file>.+):(?<line>\d+):(?<column>\d+)$/;

function ownFile(file: string): boolean {
  // The host maps the integration's files relative to its folder; anything absolute, a URL
  // (file:///studio/entry.js) or a scheme (node:) lies outside it.
  if (file.startsWith('/') || /^[a-z][\w+.-]*:/i.test(file) || /^[A-Z]:[\\/]/.test(file)) return false;
  return !/(^|[\\/])node_modules[\\/]/.test(file);
}

/** The frame a line holds, or null when it is not a frame with a position (`at native`, a message line). */
export function parseFrame(text: string): StackFrame | null {
  const frame = FRAME.exec(text)?.groups;
  if (!frame) return null;
  const position = POSITION.exec((frame.location ?? frame.bare)!)?.groups;
  if (!position) return null;
  const file = position.file!.replace(/^file:\/\//, '');
  return {
    text: text.trim(),
    fn: frame.fn ?? null,
    file,
    line: Number(position.line),
    column: Number(position.column),
    own: ownFile(position.file!),
  };
}

/** A text is a stack when it holds at least one frame line; null otherwise (a plain log message). */
export function parseStack(text: string): ParsedStack | null {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => parseFrame(line) !== null);
  if (first === -1) return null;
  const frames: StackFrame[] = [];
  for (const line of lines.slice(first)) {
    const frame = parseFrame(line);
    if (frame) frames.push(frame);
    else if (line.trim()) frames.push({ text: line.trim(), fn: null, file: '', line: 0, column: 0, own: false });
  }
  return { message: lines.slice(0, first), frames };
}

/** Runs of the integration's frames and folded runs of the studio's, in order. */
export function groupFrames(frames: StackFrame[]): ({ own: true; frame: StackFrame } | { own: false; frames: StackFrame[] })[] {
  const groups: ({ own: true; frame: StackFrame } | { own: false; frames: StackFrame[] })[] = [];
  for (const frame of frames) {
    const last = groups.at(-1);
    if (frame.own) groups.push({ own: true, frame });
    else if (last && !last.own) last.frames.push(frame);
    else groups.push({ own: false, frames: [frame] });
  }
  return groups;
}

/** Where VS Code opens a frame's position; null for frames outside the folder. */
export function editorLink(frame: StackFrame, dir: string | null): string | null {
  if (!frame.own || !dir) return null;
  return `vscode://file${dir.replace(/\/$/, '')}/${frame.file}:${frame.line}:${frame.column}`;
}
