/**
 * One-off: points code comments at the documents inside the repo. Rewrites
 * citations of the product spec, DESIGN.md and STYLE.md — documents that live outside the repo — into
 * the labels of docs/product.md and docs/architecture.md:
 *
 *   spec §5, §8          → docs/product.md S5, S8
 *   spec section 5       → docs/product.md S5
 *   DESIGN.md §11        → docs/product.md D11      (also `DESIGN §7`, `DESIGN.md (§6)`)
 *   STYLE.md             → docs/architecture.md A9  (the house style section)
 *
 * Quoted subsection names stay as they are (`spec §4 "Courier order tabs"` →
 * `docs/product.md S4 "Courier order tabs"`; product.md has subsections with those names), and two
 * product.md citations in a row are merged (`spec §3, §7; DESIGN.md §8` → `docs/product.md S3, S7, D8`).
 *
 * Usage: `node scripts/rewrite-citations.ts` (writes files, prints a count per file);
 * `--check` writes nothing and exits 1 when a citation is left; `--docs` also rewrites the Markdown
 * under docs/ (decision records, api.md), which cite the same documents.
 * No dependencies. scripts/citations.test.ts keeps them from coming back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose code comments are rewritten and checked, and the root config files that carry comments too. */
export const CITATION_DIRS = ['src', 'e2e', 'chaos', 'bench', 'scripts', 'eslint'];
const ROOT_FILES = /^[\w.-]+\.config\.(ts|js|mjs|cjs)$/;
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations', 'results', 'test-results', 'playwright-report']);
/** This tool and its tests quote the old citations on purpose. */
const SELF = new Set([
  'scripts/rewrite-citations.ts',
  'scripts/rewrite-citations.test.ts',
  'scripts/citations.test.ts',
]);
const TARGETS = new Set(['docs/product.md', 'docs/architecture.md']);

/**
 * Citations of documents outside the repo, by kind (what the check test looks for). A comment says the
 * behaviour itself, or cites docs/product.md (S1–S9, D0–Dnn), docs/architecture.md (A1–Ann) or a decision
 * record (`decision 151`, `docs/decisions/151`): those live in the repo. Code named `spec` (a Playwright
 * `*.spec.ts`, `this.spec`) is not a citation.
 */
export const CITATION_RULES: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'an issue number', pattern: /\bissues?\s*#?\d+/i },
  { kind: 'a section sign', pattern: /§\s*\d/ },
  { kind: 'the brief', pattern: /\bbriefs?\b/i },
  { kind: 'the spec', pattern: /\b(?:the|product)\s+spec\b|\bspec's\b|\bspec\s+(?:S\d|section\s+\d|validators?\b)/i },
  { kind: 'DESIGN.md', pattern: /\bDESIGN\b/ },
  { kind: 'STYLE.md', pattern: /\bSTYLE\.md\b/ },
];

/** Any of the citation rules (each keeps its own case rule: `DESIGN` only in capitals). */
export const OUTSIDE_CITATION = { test: (text: string): boolean => CITATION_RULES.some((r) => r.pattern.test(text)) };

/** Each line of `text` that cites a document outside the repo, with the kinds it cites (line numbers from 1). */
export function citationsIn(text: string): { line: number; kinds: string[] }[] {
  const found: { line: number; kinds: string[] }[] = [];
  text.split('\n').forEach((line, i) => {
    const kinds = CITATION_RULES.filter((r) => r.pattern.test(line)).map((r) => r.kind);
    if (kinds.length > 0) found.push({ line: i + 1, kinds });
  });
  return found;
}

/** Every citation of a document outside the repo in the files the check covers, as `file:line: kinds`. */
export function findCitations(root: string = ROOT): string[] {
  return citationFiles(root).flatMap((rel) =>
    citationsIn(fs.readFileSync(path.join(root, rel), 'utf8')).map(
      ({ line, kinds }) => `${rel}:${line}: ${kinds.join(', ')}`,
    ),
  );
}

/**
 * The files the rewrite and the check cover, relative to the repo root, sorted. With `docs`, also the
 * Markdown under docs/ (decision records, api.md), except the two documents the citations point at.
 */
export function citationFiles(root: string = ROOT, { docs = false } = {}): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(rel);
      } else if (EXTENSIONS.test(entry.name) && !SELF.has(rel)) {
        out.push(rel);
      }
    }
  };
  for (const dir of CITATION_DIRS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  for (const name of fs.readdirSync(root)) if (ROOT_FILES.test(name)) out.push(name);
  if (docs) {
    const walkDocs = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) walkDocs(rel);
        else if (rel.endsWith('.md') && !TARGETS.has(rel)) out.push(rel);
      }
    };
    if (fs.existsSync(path.join(root, 'docs'))) walkDocs('docs');
  }
  return out.sort();
}

// A citation head: which document, then its first section number.
// A leading "the" goes too: "the product spec (§3)" reads "docs/product.md (S3)".
const HEAD = /\b(?:[Tt]he\s+)?(?:product\s+spec|[Ss]pec|DESIGN(?:\.md)?)(\s*\(\s*|\s+)(?:§\s?|section\s+)(\d+)/g;
// After a section number: quoted subsection names, then maybe `, §N` / ` and §N` / `, N` continuing the list.
const QUOTED = /^(\s*,?\s*"[^"\n]*")+/;
const NEXT = /^(\s*(?:,|and|or|\/|–|-)\s*)(?:§\s?|section\s+)(\d+)/;

function letterOf(head: string): 'S' | 'D' {
  return /^DESIGN/.test(head) ? 'D' : 'S';
}

/** Rewrites one file's text; returns the new text and how many citations changed. */
export function rewriteCitations(text: string): { text: string; count: number } {
  let count = 0;
  let out = '';
  let last = 0;
  HEAD.lastIndex = 0;
  for (let m = HEAD.exec(text); m; m = HEAD.exec(text)) {
    const letter = letterOf(m[0].replace(/^(?:[Tt]he\s+)?(?:product\s+)?/, ''));
    const open = m[1].includes('(') ? ' (' : ' ';
    let replacement = `docs/product.md${open}${letter}${m[2]}`;
    let end = m.index + m[0].length;
    count++;
    for (;;) {
      const rest = text.slice(end);
      const quoted = QUOTED.exec(rest);
      if (quoted) {
        replacement += quoted[0];
        end += quoted[0].length;
        continue;
      }
      const next = NEXT.exec(rest);
      if (!next) break;
      replacement += `${next[1]}${letter}${next[2]}`;
      end += next[0].length;
    }
    out += text.slice(last, m.index) + replacement;
    last = end;
    HEAD.lastIndex = end;
  }
  out += text.slice(last);

  // A bare "§N" later in a list that the rewrite started ("S2 /administration/orders, §6") takes the letter
  // of the nearest label before it on that line.
  out = out
    .split('\n')
    .map((line) => {
      if (!line.includes('docs/product.md')) return line;
      return line.replace(/§\s?(\d+)/g, (bare: string, n: string, at: number) => {
        const labels = [...line.slice(0, at).matchAll(/\bdocs\/product\.md \(?([SD])\d+|\b([SD])\d+\b/g)];
        const last = labels.at(-1);
        if (!last) return bare;
        count++;
        return `${last[1] ?? last[2]}${n}`;
      });
    })
    .join('\n');

  // STYLE.md is the house style section of the architecture document.
  out = out.replace(/\bSTYLE\.md\b/g, () => {
    count++;
    return 'docs/architecture.md A9';
  });

  // Two product.md citations in a row read as one list: "docs/product.md S3, S7; docs/product.md D8" → "docs/product.md S3, S7, D8".
  const LABELS = String.raw`[SD]\d+(?:\s*"[^"\n]*")*(?:\s*(?:,|and|or|\/|–|-)\s*[SD]\d+(?:\s*"[^"\n]*")*)*`;
  const PAIR = new RegExp(
    String.raw`(docs/product\.md \(?${LABELS})(\)?)(\s*(?:;|,|and)\s*)docs/product\.md (\(?)(${LABELS})(\)?)`,
    'g',
  );
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(
      PAIR,
      (all, first: string, close1: string, _sep: string, open2: string, second: string, close2: string) =>
        // "(S3, S9) and docs/product.md (D6)" → "(S3, S9, D6)"; "S3; docs/product.md D8" → "S3, D8". One side in
        // brackets and the other not: left alone, the brackets would no longer match.
        Boolean(close1) === Boolean(open2) ? `${first}, ${second}${close2}` : all,
    );
  }
  return { text: out, count };
}

function main() {
  const check = process.argv.includes('--check');
  const docs = process.argv.includes('--docs');
  let files = 0;
  let total = 0;
  for (const rel of citationFiles(ROOT, { docs })) {
    const file = path.join(ROOT, rel);
    const before = fs.readFileSync(file, 'utf8');
    const { text, count } = rewriteCitations(before);
    if (text === before) continue;
    files++;
    total += count;
    console.log(`${rel}: ${count}`);
    if (!check) fs.writeFileSync(file, text);
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${total} citations in ${files} files`);
  if (check && total > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
