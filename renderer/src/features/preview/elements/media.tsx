import hljs from 'highlight.js/lib/common';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { joinPath, resolveBindings, type ElementOf } from '../../../../../shared/contentkit/index.ts';
import { previewUrlRefusal } from '../../../../../shared/security/preview-urls.ts';
import { useEnv } from '../env.tsx';
import { InlineContent, Nodes } from './children.tsx';
import { webframeMessage, webframeState } from './webframe-protocol.ts';

/** In place of an image or webframe the Preview does not load: what and why, where the element would be. */
function NotLoaded({ what, url, reason }: { what: string; url: string; reason: string }) {
  return (
    <div className="ck-not-loaded" role="note" data-testid="preview-url-refused">
      <strong>{what} not loaded:</strong> <code>{url}</code> — {reason}.
    </div>
  );
}

/** Why the Preview does not load `url`; undefined while the public origin is not known yet (nothing is loaded then). */
function useRefusal(url: string): string | null | undefined {
  const { publicOrigin, contentOrigin } = useEnv();
  if (publicOrigin === null) return undefined;
  return previewUrlRefusal(url, { publicOrigin, contentOrigin: contentOrigin ?? null });
}

/** An image in inline content is drawn this many em high (the text's height), its width following its aspect ratio. */
export const INLINE_IMAGE_EM = 1.25;

/** The published site draws every image in a square this many pixels wide, cropped (`.contentkit-image`: `w-4 h-4 object-cover`). */
export const SITE_IMAGE_PX = 16;

export function Image({ element }: { element: ElementOf<'image'> }) {
  const refusal = useRefusal(element.source.url);
  const inline = useContext(InlineContent);
  const { mode } = useEnv();
  if (refusal) return <NotLoaded what="Image" url={element.source.url} reason={refusal} />;
  if (mode === 'site')
    return (
      <span className="ck-image ck-image-site" data-ck="image" style={{ width: SITE_IMAGE_PX, height: SITE_IMAGE_PX }}>
        {refusal === null ? <img src={element.source.url} alt="" loading="lazy" /> : null}
      </span>
    );
  if (inline)
    return (
      <span
        className="ck-image ck-image-inline"
        data-ck="image"
        style={{ height: `${INLINE_IMAGE_EM}em`, aspectRatio: String(element.aspectRatio) }}
      >
        {refusal === null ? <img src={element.source.url} alt="" loading="lazy" /> : null}
      </span>
    );
  return (
    <div className="ck-image" data-ck="image" style={{ aspectRatio: String(element.aspectRatio) }}>
      {refusal === null ? <img src={element.source.url} alt="" loading="lazy" /> : null}
    </div>
  );
}

/** highlight.js output is escaped HTML; an unknown syntax falls back to plain, escaped text. */
export function highlight(content: string, syntax: string | undefined): { html: string; language: string | null } {
  if (syntax && hljs.getLanguage(syntax))
    return { html: hljs.highlight(content, { language: syntax, ignoreIllegals: true }).value, language: syntax };
  const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { html: escaped, language: null };
}

export function CodeBlock({ element, path }: { element: ElementOf<'codeblock'>; path: string }) {
  const { state, setState, dispatch, mode } = useEnv();
  const initial = String(resolveBindings(element.content, state) ?? '');
  // With `state` the code is editable: the text lives in that state key, `onContentChange` runs when the user leaves it.
  const editable = typeof element.state === 'string' && element.state.length > 0;
  const content = editable && typeof state[element.state!] === 'string' ? (state[element.state!] as string) : initial;
  const { html, language } = useMemo(() => highlight(content, element.syntax), [content, element.syntax]);
  const lines = content.split('\n').length;
  const first = typeof element.lineNumbers === 'number' ? element.lineNumbers : 1;
  return (
    <div className="ck-codeblock" data-ck="codeblock">
      {element.header?.length || element.buttons?.length || element.syntax ? (
        <div className="ck-codeblock-header">
          <Nodes nodes={element.header} path={joinPath(path, 'header')} />
          <span className="muted ck-codeblock-syntax">{element.syntax ?? ''}</span>
          <Nodes nodes={element.buttons} path={joinPath(path, 'buttons')} />
        </div>
      ) : null}
      <div className="ck-codeblock-body">
        {/* The site draws plain code: no line numbers. */}
        {element.lineNumbers && mode !== 'site' ? (
          <pre className="ck-line-numbers" aria-hidden data-testid="line-numbers">
            {Array.from({ length: lines }, (_, index) => first + index).join('\n')}
          </pre>
        ) : null}
        {editable ? (
          <textarea
            className="ck-code ck-code-editable"
            data-testid="codeblock-editor"
            aria-label={`code (${element.syntax ?? 'text'})`}
            spellCheck={false}
            rows={Math.max(3, lines)}
            value={content}
            onChange={(event) => setState(element.state!, event.target.value)}
            onBlur={() => {
              if (element.onContentChange && content !== initial) dispatch(element.onContentChange);
            }}
          />
        ) : (
          <pre className="ck-code">
            <code className={`hljs${language ? ` language-${language}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />
          </pre>
        )}
      </div>
      {element.footer?.length ? (
        <div className="ck-codeblock-footer">
          <Nodes nodes={element.footer} path={joinPath(path, 'footer')} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A webframe runs in an iframe with scripts but without same-origin, so it can reach neither the
 * studio's DOM nor its API. Protocol: the studio posts `{ state }` (the resolved `data`) on load and
 * whenever it changes; the frame may post `{ action }` to dispatch an action, `{ state }` to set
 * state keys, `{ height }` to size itself and `{ ready: true }` to ask for the data again; the
 * platform's own `{ action: { action: '@webframe.ready' } }` and `{ action: { action:
 * '@webframe.resize', size: { height?, aspectRatio? } } }` do the same and never reach the integration.
 */
export function Webframe({ element, path }: { element: ElementOf<'webframe'>; path: string }) {
  const { state, setState, dispatch, navigate, webframe } = useEnv();
  const refusal = useRefusal(element.source.url);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [aspectRatio, setAspectRatio] = useState<number | null>(null);
  // The platform's `page` and `visitor` go on top of the resolved data, so the integration's data cannot pose as either.
  const data = useMemo(() => {
    const resolved = resolveBindings(element.data ?? {}, state);
    return webframe ? webframeState(resolved, webframe.page, webframe.visitor) : resolved;
  }, [element.data, state, webframe]);
  // Opaque origin (no allow-same-origin): '*' is the only target that reaches it, and only this frame gets it.
  const send = useCallback(() => frame.current?.contentWindow?.postMessage({ state: data }, '*'), [data]);
  useEffect(send, [send]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = webframeMessage(event.data);
      if (!message) return;
      if (message.kind === 'action') dispatch(message.action);
      else if (message.kind === 'navigate') navigate?.({ path: message.path, pageId: message.pageId, anchor: message.anchor });
      else if (message.kind === 'state') for (const [key, value] of Object.entries(message.state)) setState(key, value);
      else if (message.kind === 'height') setHeight(message.height);
      else if (message.kind === 'resize') {
        setHeight(message.height);
        setAspectRatio(message.aspectRatio);
      } else send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, setState, send, navigate]);
  if (refusal) return <NotLoaded what="Webframe" url={element.source.url} reason={refusal} />;
  return (
    <div className="ck-webframe" data-ck="webframe">
      {refusal === undefined ? null : (
        <iframe
          ref={frame}
          title={`webframe ${element.source.url}`}
          src={element.source.url}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          onLoad={send}
          style={height ? { height } : { aspectRatio: String(aspectRatio ?? element.aspectRatio ?? 16 / 9) }}
        />
      )}
      {element.buttons?.length ? (
        <div className="ck-webframe-buttons">
          <Nodes nodes={element.buttons} path={joinPath(path, 'buttons')} />
        </div>
      ) : null}
    </div>
  );
}
