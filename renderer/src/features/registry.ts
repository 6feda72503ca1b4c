import { Activity, Boxes, Drama, Eye, FileCode2, Globe, Send, Webhook, Zap, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Feature {
  id: string;
  label: string;
  icon: LucideIcon;
  /** Each feature loads on first visit, so Monaco and friends never slow the first paint. */
  component: LazyExoticComponent<ComponentType>;
}

export const features: Feature[] = [
  { id: 'manifest', label: 'Manifest', icon: FileCode2, component: lazy(() => import('./manifest/index.tsx')) },
  { id: 'preview', label: 'Preview', icon: Eye, component: lazy(() => import('./preview/index.tsx')) },
  { id: 'installations', label: 'Installations', icon: Boxes, component: lazy(() => import('./installations/index.tsx')) },
  { id: 'events', label: 'Events', icon: Zap, component: lazy(() => import('./events/index.tsx')) },
  { id: 'webhooks', label: 'Webhooks', icon: Webhook, component: lazy(() => import('./webhooks/index.tsx')) },
  { id: 'inspector', label: 'Inspector', icon: Activity, component: lazy(() => import('./inspector/index.tsx')) },
  // Last, so the earlier panes keep their Ctrl/⌘+number.
  { id: 'requests', label: 'Requests', icon: Send, component: lazy(() => import('./requests/index.tsx')) },
  { id: 'mocks', label: 'Mocks', icon: Drama, component: lazy(() => import('./mocks/index.tsx')) },
  { id: 'site', label: 'Site', icon: Globe, component: lazy(() => import('./site/index.tsx')) },
];
