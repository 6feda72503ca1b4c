import { Info } from 'lucide-react';
import ReactMarkdown from 'react-markdown';
import { joinPath, type ElementOf } from '../../../../../shared/contentkit/index.ts';
import { InlineNodes } from '../RenderNode.tsx';

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

/** Markdown as the platform shows it: raw HTML in the source is dropped, never injected. */
export function Markdown({ element }: { element: ElementOf<'markdown'> }) {
  return (
    <div className="ck-markdown" data-ck="markdown">
      <ReactMarkdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {element.content}
      </ReactMarkdown>
    </div>
  );
}

export function Link({ element, path }: { element: ElementOf<'link'>; path: string }) {
  return (
    <a className="ck-link" data-ck="link" href={element.target.url} target="_blank" rel="noopener noreferrer">
      <InlineNodes content={element.children} path={joinPath(path, 'children')} />
    </a>
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
