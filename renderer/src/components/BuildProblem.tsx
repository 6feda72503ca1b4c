import { Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useHostStatus } from '../lib/useHostStatus.ts';
import { useWorkspace } from '../lib/useWorkspace.ts';

/** `src/index.tsx:12:5: Expected ";"` → its parts; null when the error names no place (a start-up failure). */
export function parseBuildError(error: string): { file: string; line: number; column: number; text: string } | null {
  const match = /^(.+?):(\d+):(\d+): ([\s\S]*)$/.exec(error);
  return match ? { file: match[1]!, line: Number(match[2]), column: Number(match[3]), text: match[4]! } : null;
}

/**
 * A failed build, in the pane the user is in (Preview, Events, Installations): esbuild's message,
 * `file:line:column` with a link that opens it in the editor, and — since the last good build keeps
 * serving — a plain statement that what runs here is that older build.
 */
export function BuildProblem() {
  const status = useHostStatus();
  const workspace = useWorkspace();
  const [copied, setCopied] = useState(false);
  if (status?.state !== 'error' || !status.error) return null;
  const place = parseBuildError(status.error);
  const absolute =
    place && workspace ? (place.file.startsWith('/') ? place.file : `${workspace.dir.replace(/\/$/, '')}/${place.file}`) : null;
  const location = place ? `${place.file}:${place.line}:${place.column}` : null;
  const stale = status.lastReloadAt !== null;
  return (
    <div className="error-box build-problem" role="alert" data-testid="build-problem">
      <div>
        <TriangleAlert size={14} aria-hidden /> <strong>The integration does not build.</strong>{' '}
        {stale ? 'What runs here is the last good build, until this is fixed.' : 'Nothing runs until this is fixed.'}
      </div>
      {place ? (
        <div className="build-problem-where">
          {absolute ? (
            <a href={`vscode://file${absolute}:${place.line}:${place.column}`} title={`Open ${absolute} in VS Code`}>
              {location}
            </a>
          ) : (
            <code>{location}</code>
          )}
          <button
            type="button"
            className="btn"
            title="Copy file:line:column"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(absolute ? `${absolute}:${place.line}:${place.column}` : location!)
                .then(() => setCopied(true))
            }
          >
            <Copy size={12} aria-hidden /> {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      ) : null}
      <pre>{place ? place.text : status.error}</pre>
    </div>
  );
}
