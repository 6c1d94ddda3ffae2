import path from 'node:path';
import { findCycle, projectRoot, resolveImport } from './import-graph.js';

/**
 * No import cycles anywhere in src (type-only imports excepted). The import boundaries are zones of the stock
 * `import-x/no-restricted-paths` rule (eslint/boundaries.js).
 */
const importSources = (node) => (node.importKind === 'type' || node.exportKind === 'type' ? null : node.source?.value);

export const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle: {{cycle}}' } },
  create(context) {
    const file = context.filename;
    const imports = [];
    const take = (node) => {
      const spec = importSources(node);
      const target = typeof spec === 'string' && resolveImport(file, spec);
      if (target) imports.push(target);
    };
    return {
      ImportDeclaration: take,
      ExportNamedDeclaration: take,
      ExportAllDeclaration: take,
      'Program:exit'(node) {
        const cycle = findCycle(file, imports);
        if (cycle)
          context.report({
            node,
            messageId: 'cycle',
            data: { cycle: cycle.map((f) => path.relative(projectRoot, f)).join(' → ') },
          });
      },
    };
  },
};
