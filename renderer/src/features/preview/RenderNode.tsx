import { useContext } from 'react';
import { asSiteDraws, checkNode, type ContentKitNode, type ElementType } from '../../../../shared/contentkit/index.ts';
import { NodeRenderer } from './elements/children.tsx';
import { Button, Checkbox, Input, Radio, Select, Switch, TextInput } from './elements/controls.tsx';
import { Block, Box, Card, Configuration, Divider, Modal, Stack, Step, Stepper } from './elements/layout.tsx';
import { CodeBlock, Image, Webframe } from './elements/media.tsx';
import { Hint, Link, Markdown, Text } from './elements/text.tsx';
import { NodeError } from './NodeError.tsx';
import { useEnv, type SiteFlags } from './env.tsx';
import { SiteFlag } from './site-flags.tsx';

/**
 * Renders one ContentKit node after checking its own attributes; a bad node becomes an error box
 * naming element, attribute and path, and its siblings render as usual.
 */
export function RenderNode({ node, path }: { node: unknown; path: string }) {
  const { sources, siteFlags } = useEnv();
  const source = sources?.[path];
  const isRoot = useContext(NodeRenderer) === null;
  const rendered = siteFlags ? renderOnSite(node, path, siteFlags) : renderElement(node, path);
  // A box-less wrapper names the node's path for Alt+click and the node menu (element → source).
  const tree = source ? (
    <span className="ck-node" data-ck-path={path} title={`${source.file}:${source.line}:${source.column} (Alt+click to open)`}>
      {rendered}
    </span>
  ) : (
    rendered
  );
  // The root hands itself down: elements render their children through it (elements/children.tsx).
  return isRoot ? <NodeRenderer.Provider value={renderChild}>{tree}</NodeRenderer.Provider> : tree;
}

const renderChild = (node: unknown, path: string) => <RenderNode node={node} path={path} />;

/**
 * "Published site" mode: an element the site does not draw becomes its flag; one it draws loses what
 * the site leaves out, each left-out part flagged under it.
 */
function renderOnSite(node: unknown, path: string, siteFlags: SiteFlags) {
  const flags = siteFlags[path] ?? [];
  const own = flags.find((issue) => issue.attribute === null);
  if (own) return <SiteFlag issue={own} />;
  const drawn = renderElement(node, path, true);
  if (!flags.length) return drawn;
  return (
    <>
      {drawn}
      {flags.map((issue) => (
        <SiteFlag key={issue.path} issue={issue} />
      ))}
    </>
  );
}

function renderElement(node: unknown, path: string, onSite = false) {
  const issues = checkNode(node, path);
  if (issues.length) return <NodeError issues={issues} />;
  const element = (
    onSite ? asSiteDraws(node as Record<string, unknown>, (node as ContentKitNode).type as ElementType) : node
  ) as ContentKitNode;
  switch (element.type) {
    case 'block':
      return <Block element={element} path={path} />;
    case 'modal':
      return <Modal element={element} path={path} />;
    case 'configuration':
      return <Configuration element={element} path={path} />;
    case 'hstack':
    case 'vstack':
      return <Stack element={element} path={path} />;
    case 'box':
      return <Box element={element} path={path} />;
    case 'divider':
      return <Divider element={element} />;
    case 'card':
      return <Card element={element} path={path} />;
    case 'stepper':
      return <Stepper element={element} path={path} />;
    case 'step':
      return <Step element={element} path={path} />;
    case 'button':
      return <Button element={element} />;
    case 'textinput':
      return <TextInput element={element} />;
    case 'select':
      return <Select element={element} />;
    case 'switch':
      return <Switch element={element} />;
    case 'checkbox':
      return <Checkbox element={element} />;
    case 'radio':
      return <Radio element={element} />;
    case 'input':
      return <Input element={element} path={path} />;
    case 'text':
      return <Text element={element} path={path} />;
    case 'markdown':
      return <Markdown element={element} />;
    case 'link':
      return <Link element={element} path={path} />;
    case 'hint':
      return <Hint element={element} path={path} />;
    case 'image':
      return <Image element={element} />;
    case 'codeblock':
      return <CodeBlock element={element} path={path} />;
    case 'webframe':
      return <Webframe element={element} path={path} />;
  }
}
