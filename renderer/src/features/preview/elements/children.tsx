import { createContext, useContext, type ReactNode } from 'react';
import { joinPath } from '../../../../../shared/contentkit/index.ts';

/**
 * Renders one node (as RenderNode), handed down by the tree's root. Elements render their children
 * through it rather than importing RenderNode, which imports every element.
 */
export const NodeRenderer = createContext<((node: unknown, path: string) => ReactNode) | null>(null);

/** One child node (a modal's submit button, a card's icon) at its own path. */
export function ChildNode({ node, path }: { node: unknown; path: string }) {
  const render = useContext(NodeRenderer);
  if (!render)
    throw new Error(
      'A ContentKit element was rendered outside RenderNode, so its children have no renderer: render the tree with <RenderNode>, which hands itself down to the elements.',
    );
  return render(node, path);
}

/** The nodes of a list attribute, each at its own path. */
export function Nodes({ nodes, path }: { nodes: unknown[] | undefined; path: string }) {
  return (
    <>
      {nodes?.map((node, index) => (
        <ChildNode key={index} node={node} path={joinPath(path, index)} />
      ))}
    </>
  );
}

/**
 * True inside inline content (a hint, a text's children, a modal's subtitle): the platform draws an
 * image there as an icon the height of the text, not as a block image the width of the column.
 */
export const InlineContent = createContext(false);

/** Inline content: a string, one inline element, or strings mixed with inline elements (text, link…). */
export function InlineNodes({ content, path }: { content: unknown; path: string }) {
  if (content === undefined || content === null) return null;
  if (typeof content === 'string') return <>{content}</>;
  if (!Array.isArray(content))
    return (
      <InlineContent.Provider value={true}>
        <ChildNode node={content} path={path} />
      </InlineContent.Provider>
    );
  return (
    <InlineContent.Provider value={true}>
      {content.map((item, index) =>
        typeof item === 'string' ? <span key={index}>{item}</span> : <ChildNode key={index} node={item} path={joinPath(path, index)} />,
      )}
    </InlineContent.Provider>
  );
}
