import { createContext, useContext } from 'react';
import type { NodeIssue } from '../../../../shared/contentkit/index.ts';
import type { NodeSources } from './timeline.ts';
import type { WebframeInjection } from './WebframeContext.tsx';

export interface SelectOptionItem {
  id: string;
  label: string;
}

/** What a rendered element may do: read and write its frame's state, send an action, fetch options. */
export interface PreviewEnv {
  state: Record<string, unknown>;
  setState(key: string, value: unknown): void;
  dispatch(action: Record<string, unknown>): void;
  fetchOptions(url: string): Promise<SelectOptionItem[]>;
  /** True while an action is on its way: buttons wait instead of sending twice. */
  busy: boolean;
  /** The studio's public origin, the one local origin images and webframes may load; null until known (nothing loads). */
  publicOrigin: string | null;
  /** The integrations' content origin, where webframes' pages are served (`publicContentEndpoint`). */
  contentOrigin?: string | null;
  /** A webframe's `@webframe.navigate`: the page of the site it asks for (handled by the host, never sent to the integration). */
  navigate?(target: { path: string | null; pageId: string | null; anchor: string | null }): void;
  /** What the platform puts into every webframe's state (`page`, and `visitor` with the scope); absent outside the Preview. */
  webframe?: WebframeInjection;
  /** Where each node of the frame was written, by node path (development builds). */
  sources?: NodeSources;
  /** "Published site" mode: elements are drawn as the site's renderer draws them. */
  mode?: RenderMode;
  /** In that mode, what the site would not draw, by the path of the node that shows the flag (see site-flags.ts). */
  siteFlags?: SiteFlags;
}

/** The Preview's two ways of drawing: as the platform's app (the editor) does, or as its published site does. */
export type RenderMode = 'app' | 'site';
export type SiteFlags = Readonly<Record<string, readonly NodeIssue[]>>;

const EnvContext = createContext<PreviewEnv | null>(null);
export const EnvProvider = EnvContext.Provider;

export function useEnv(): PreviewEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('ContentKit elements render inside <EnvProvider>.');
  return env;
}

/** The id an `input` gives its inner control, so its label names that control. */
export const FieldIdContext = createContext<string | undefined>(undefined);
