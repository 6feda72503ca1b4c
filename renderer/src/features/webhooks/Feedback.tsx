/** What the last action of a panel came to: its error (an alert), else its note (a status), else nothing. */
export function Feedback({ error, note }: { error: string | null; note: string | null }) {
  if (error)
    return (
      <div className="error-box" role="alert">
        {error}
      </div>
    );
  if (note)
    return (
      <div className="wh-note" role="status">
        {note}
      </div>
    );
  return null;
}
