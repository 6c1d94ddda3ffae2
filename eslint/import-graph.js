import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's runtime import graph, read from source text (imports here always name the file:
 * `./api.ts`, `#shared/money.ts`). Type-only imports are left out: they vanish at build time and
 * cannot make a cycle. Used by the boundary lint rules (eslint/rules.js).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
  '#test/': 'src/test/',
  '#locales/': 'locales/',
};
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The file an import specifier names, or null for packages and files outside the project. */
export function resolveImport(fromFile, spec) {
  let target = null;
  if (spec.startsWith('.')) target = path.resolve(path.dirname(fromFile), spec);
  else {
    const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
    if (alias) target = path.join(ROOT, ALIASES[alias], spec.slice(alias.length));
  }
  if (!target) return null;
  target = target.replace(/\?.*$/, '');
  return /\.(ts|tsx)$/.test(target) ? target : null;
}

const cache = new Map();
/** Static, value imports of a file (dynamic `import()` loads later and breaks no cycle at start). */
export function staticImports(file) {
  if (cache.has(file)) return cache.get(file);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A missing file is the resolver's or the compiler's problem, not this rule's.
  }
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[1]) continue;
    const target = resolveImport(file, m[2]);
    if (target) out.push(target);
  }
  cache.set(file, out);
  return out;
}

/**
 * A cycle through `file` as a list of files (first = last = file), or null. `firstImports` are the
 * file's own imports as the linter sees them now (its text may differ from the disk).
 */
export function findCycle(file, firstImports = staticImports(file)) {
  const stack = [file];
  const seen = new Set();
  const visit = (current) => {
    for (const next of current === file ? firstImports : staticImports(current)) {
      if (next === file) return [...stack, file];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
      const found = visit(next);
      if (found) return found;
      stack.pop();
    }
    return null;
  };
  return visit(file);
}

export const projectRoot = ROOT;
