import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a pane shows when it has nothing yet: what it is for, and the next step. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state" role="status">
      <Icon size={40} strokeWidth={1.25} aria-hidden />
      <h2>{title}</h2>
      <div className="empty-state-text">{children}</div>
      {action}
    </div>
  );
}
