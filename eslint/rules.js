import path from 'node:path';
import { findCycle, projectRoot, resolveImport } from './import-graph.js';

/**
 * Boundary rules of the client (docs/architecture.md "Where code goes"), enforced by lint:
 * - a feature never imports another feature (shared code moves to components/ or lib/);
 * - layers point one way: features → components → lib → shared; `lib` imports neither components
 *   nor features, `components` no feature;
 * - no import cycles anywhere in src (type-only imports excepted).
 */
const CLIENT = path.join(projectRoot, 'src/client');

function area(file) {
  const rel = path.relative(CLIENT, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { layer: 'features', feature: second };
  return { layer: top };
}

const ALLOWED = {
  lib: new Set(['lib']),
  components: new Set(['lib', 'components']),
};

const importSources = (node) => (node.importKind === 'type' || node.exportKind === 'type' ? null : node.source?.value);

export const clientBoundaries = {
  meta: { type: 'problem', messages: { feature: 'Feature "{{from}}" imports feature "{{to}}": move what both need to components/ or lib/.', layer: '{{from}} may not import {{to}} (layers: features → components → lib → shared).' } },
  create(context) {
    const file = context.filename;
    const from = area(file);
    if (!from) return {};
    const check = (node) => {
      const spec = importSources(node);
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec);
      const to = target && area(target);
      if (!to) return;
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({ node, messageId: 'feature', data: { from: from.feature, to: to.feature } });
      } else if (ALLOWED[from.layer] && !ALLOWED[from.layer].has(to.layer)) {
        context.report({ node, messageId: 'layer', data: { from: from.layer, to: to.layer } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

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
        if (cycle) context.report({ node, messageId: 'cycle', data: { cycle: cycle.map((f) => path.relative(projectRoot, f)).join(' → ') } });
      },
    };
  },
};
