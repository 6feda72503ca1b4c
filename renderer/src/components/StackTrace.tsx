import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { editorLink, groupFrames, parseStack, type StackFrame } from '../../../shared/inspector/stack.ts';
import { useStudio } from '../lib/studio.tsx';
import { useWorkspace } from '../lib/useWorkspace.ts';
import './stack-trace.css';

/** The source line under the top frame of the integration's own code, from the running build's source map. */
function SourceExcerpt({ frame }: { frame: StackFrame }) {
  const { client } = useStudio();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    client.call('host.sourceLine', { file: frame.file, line: frame.line }).then(
      (answer) => live && setText(answer.text),
      () => live && setText(null),
    );
    return () => {
      live = false;
    };
  }, [client, frame.file, frame.line]);
  if (text === null) return null;
  const indent = text.length - text.trimStart().length;
  const caret = Math.max(0, frame.column - 1 - indent);
  return (
    <pre className="st-source" data-testid="stack-source" aria-label={`Line ${frame.line} of ${frame.file}`}>
      <span className="st-source-no">{frame.line}</span>
      {text.trimStart()}
      {'\n'}
      <span className="st-source-no" aria-hidden />
      <span className="st-caret" aria-hidden>
        {' '.repeat(caret)}^
      </span>
    </pre>
  );
}

function Frame({ frame, dir }: { frame: StackFrame; dir: string | null }) {
  const link = editorLink(frame, dir);
  const where = `${frame.file}:${frame.line}:${frame.column}`;
  return (
    <span className="st-frame">
      at {frame.fn ? <span className="st-fn">{frame.fn} </span> : null}
      {link ? (
        <a href={link} title={`Open ${where} in VS Code`} data-testid="stack-link">
          {where}
        </a>
      ) : (
        <span>{frame.file ? where : frame.text}</span>
      )}
    </span>
  );
}

/**
 * An error's stack as lines: the message, then each frame; the integration's frames link to the
 * editor and the topmost shows its source line; runs of the studio's own frames (SDK, entry
 * worker, packages) are folded behind one line that opens them. Text without frames is shown as is.
 */
export function StackTrace({ text, className }: { text: string; className?: string }) {
  const workspace = useWorkspace();
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const parsed = parseStack(text);
  if (!parsed) return <pre className={`st-plain ${className ?? ''}`}>{text}</pre>;
  const groups = groupFrames(parsed.frames);
  const top = parsed.frames.find((frame) => frame.own && frame.file);
  const dir = workspace?.dir ?? null;
  return (
    <div className={`st ${className ?? ''}`} data-testid="stack-trace">
      <div className="st-message">{parsed.message.join('\n')}</div>
      <ol className="st-frames">
        {groups.map((group, index) =>
          group.own ? (
            <li key={index} className="st-own">
              <Frame frame={group.frame} dir={dir} />
              {group.frame === top ? <SourceExcerpt frame={group.frame} /> : null}
            </li>
          ) : (
            <li key={index} className="st-studio">
              <button
                type="button"
                className="st-fold"
                aria-expanded={opened.has(index)}
                data-testid="stack-fold"
                onClick={() =>
                  setOpened((current) => {
                    const next = new Set(current);
                    if (next.has(index)) next.delete(index);
                    else next.add(index);
                    return next;
                  })
                }
              >
                {opened.has(index) ? <ChevronDown size={12} aria-hidden /> : <ChevronRight size={12} aria-hidden />}
                {group.frames.length} studio {group.frames.length === 1 ? 'frame' : 'frames'}
              </button>
              {opened.has(index) ? (
                <ol className="st-frames">
                  {group.frames.map((frame, at) => (
                    <li key={at}>
                      <Frame frame={frame} dir={null} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
