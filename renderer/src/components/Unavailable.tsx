import { RefreshCw, type LucideIcon } from 'lucide-react';
import { EmptyState } from './EmptyState.tsx';

/** A pane whose data could not be loaded: the reason, and a way to try again. */
export function Unavailable({ icon, title, message, onRetry }: { icon: LucideIcon; title: string; message: string; onRetry(): void }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <button type="button" className="btn" onClick={onRetry}>
          <RefreshCw size={14} aria-hidden /> Try again
        </button>
      }
    >
      {message}
    </EmptyState>
  );
}
