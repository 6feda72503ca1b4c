/**
 * A save's error where the user looks; when the name is taken (a `conflict`), a "Replace it"
 * button saves over the existing file.
 */
export function ConflictError({
  error,
  conflict,
  busy,
  onReplace,
}: {
  error: string | null;
  conflict: boolean;
  busy: boolean;
  onReplace(): void;
}) {
  if (!error) return null;
  return (
    <div className="error-box" role="alert">
      {error}
      {conflict ? (
        <button type="button" className="btn danger" onClick={onReplace} disabled={busy}>
          Replace it
        </button>
      ) : null}
    </div>
  );
}
