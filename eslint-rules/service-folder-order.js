import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * No circle between service folders: the folders under `root` stand in one declared order, low to
 * high, and a file imports only from its own folder or a lower one (VS Code's layering rule, at
 * folder level; `import-x/no-cycle` keeps the files themselves acyclic). Type-only imports count: a
 * folder that names another's types depends on it. An import listed in `exceptions` (importing file
 * → imported file, both relative to `root`) passes, so known remaining edges are named one by one.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Service folders import only their own folder or lower ones, in a declared order.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          order: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'order'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        'services/{{from}} may not import services/{{to}} ({{target}}): service folders import only lower ones, in the order {{order}}. Move the piece both need down (into services/{{from}} or a folder below it, electron/lib or shared).',
      unplaced:
        'services/{{folder}} has no place in the service folder order: add it to SERVICE_FOLDER_ORDER in eslint.config.js (low to high), after every folder it imports.',
    },
  },
  create(context) {
    const { root, order, exceptions = [] } = context.options[0];
    const rootDir = resolve(context.cwd, root);
    const file = context.filename;
    /** The service folder a path is in, and the path inside `root`; null for a path outside any. */
    const place = (path) => {
      const inside = relative(rootDir, path);
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
      const parts = inside.split(sep);
      return parts.length > 1 ? { folder: parts[0], path: parts.join('/') } : null;
    };
    const here = place(file);
    if (!here) return {};
    const allowed = new Set(exceptions.map(({ from, to }) => `${from} → ${to}`));

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const there = place(resolve(dirname(file), source.value));
      if (!there || there.folder === here.folder) return;
      for (const folder of [here.folder, there.folder]) {
        if (!order.includes(folder)) return context.report({ node: source, messageId: 'unplaced', data: { folder } });
      }
      if (order.indexOf(there.folder) < order.indexOf(here.folder)) return;
      if (allowed.has(`${here.path} → ${there.path}`)) return;
      context.report({
        node: source,
        messageId: 'upward',
        data: { from: here.folder, to: there.folder, target: there.path, order: order.join(' < ') },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};
