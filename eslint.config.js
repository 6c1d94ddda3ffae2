import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { clientBoundaries, noCycle } from './eslint/rules.js';

/** No raw text in JSX (docs/architecture.md A9 "Languages"): visible words go through Lingui. */
const noRawJsxText = {
  meta: { type: 'problem', messages: { raw: 'Raw text in JSX: wrap it in <Trans> or use useLingui().' } },
  create(context) {
    const insideTrans = (node) => {
      for (let n = node.parent; n; n = n.parent) {
        if (n.type === 'JSXElement' && ['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(n.openingElement.name.name)) return true;
      }
      return false;
    };
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value) && !insideTrans(node)) context.report({ node, messageId: 'raw' });
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXElement' && typeof node.value === 'string' && /\p{L}/u.test(node.value)) context.report({ node, messageId: 'raw' });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'src/server/db/migrations', 'bench/results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, tavola: { rules: { 'no-raw-jsx-text': noRawJsxText, 'client-boundaries': clientBoundaries } } },
    rules: {
      'tavola/client-boundaries': 'error',
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Web Storage only through lib/storage/keys.ts' }, { name: 'sessionStorage', message: 'Web Storage only through lib/storage/keys.ts' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'tavola/no-raw-jsx-text': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '#server/*'], message: 'client and server never import each other' }] }],
    },
  },
  {
    files: ['src/client/lib/storage/keys.ts', 'src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Client component tests mount through src/client/test/render.tsx (providers, cleanup) — never a root of their own.
    files: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-dom/client', message: 'render components with src/client/test/render.tsx' }],
          patterns: [{ group: ['**/server/**', '#server/*'], message: 'client and server never import each other' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'tavola-graph': { rules: { 'no-cycle': noCycle } } },
    rules: { 'tavola-graph/no-cycle': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '#client/*'], message: 'client and server never import each other' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '**/server/**', '#client/*', '#server/*'], message: 'shared imports neither side' },
            { group: ['node:*'], message: 'shared is isomorphic: no node:*' },
          ],
        },
      ],
    },
  },
);
