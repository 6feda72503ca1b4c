import { Info } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import ReactMarkdown from 'react-markdown';
import { contentKitUrl, isOpenableUrl, joinPath, resolveBindings, type ElementOf } from '../../../../../shared/contentkit/index.ts';
import { openUrlVerdict } from '../../../../../shared/security/open-urls.ts';
import { useEnv } from '../env.tsx';
import { InlineNodes } from './children.tsx';

export function Text({ element, path }: { element: ElementOf<'text'>; path: string }) {
  const content = <InlineNodes content={element.children} path={joinPath(path, 'children')} />;
  switch (element.style) {
    case 'bold':
      return (
        <strong className="ck-text" data-ck="text">
          {content}
        </strong>
      );
    case 'italic':
      return (
        <em className="ck-text" data-ck="text">
          {content}
        </em>
      );
    case 'strikethrough':
      return (
        <s className="ck-text" data-ck="text">
          {content}
        </s>
      );
    case 'code':
      return (
        <code className="ck-text ck-code" data-ck="text">
          {content}
        </code>
      );
    default:
      return (
        <span className="ck-text" data-ck="text">
          {content}
        </span>
      );
  }
}

/**
 * An integration's link. One to an address on this machine or its private network is not followed
 * by the browser: a click sends `@ui.url.open`, which asks the user first, naming the address.
 * `element`: the ContentKit `link` element (styled and marked as one), else a Markdown link.
 */
function OutLink({ url, element = false, children }: { url: string | undefined; element?: boolean; children: ReactNode }) {
  const { dispatch } = useEnv();
  const local = openUrlVerdict(url).kind === 'ask';
  const onClick = local
    ? (event: MouseEvent) => {
        event.preventDefault();
        dispatch({ action: '@ui.url.open', url });
      }
    : undefined;
  return (
    <a
      className={element ? 'ck-link' : undefined}
      data-ck={element ? 'link' : undefined}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
    </a>
  );
}

/** Markdown as the platform shows it: raw HTML in the source is dropped, never injected. */
export function Markdown({ element }: { element: ElementOf<'markdown'> }) {
  const { state } = useEnv();
  const content = resolveBindings(element.content, state);
  return (
    <div className="ck-markdown" data-ck="markdown">
      <ReactMarkdown
        skipHtml
        components={{
          a: ({ href, children }) => <OutLink url={href}>{children}</OutLink>,
        }}
      >
        {typeof content === 'string' ? content : String(content ?? '')}
      </ReactMarkdown>
    </div>
  );
}

/** A link opens only a web or mail address; any other URL (the description accepts any string) is shown, not followed. */
export function Link({ element, path }: { element: ElementOf<'link'>; path: string }) {
  const { state } = useEnv();
  const url = contentKitUrl(element.target.url, state);
  const children = <InlineNodes content={element.children} path={joinPath(path, 'children')} />;
  if (!isOpenableUrl(url))
    return (
      <span className="ck-link ck-link-inert" data-ck="link" title={`Not opened: ${url} is not an http(s) or mailto address`}>
        {children}
      </span>
    );
  return (
    <OutLink element url={url}>
      {children}
    </OutLink>
  );
}

export function Hint({ element, path }: { element: ElementOf<'hint'>; path: string }) {
  return (
    <p className="ck-hint" data-ck="hint">
      <Info size={13} aria-hidden />
      <span>
        <InlineNodes content={element.children} path={joinPath(path, 'children')} />
      </span>
    </p>
  );
}
