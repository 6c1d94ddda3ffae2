import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noCycle } from './eslint/rules.js';
import { REPOSITORY_FILES, SCHEMA_IMPORT_EXEMPT, boundaryZones, schemaZone } from './eslint/boundaries.js';

/** No raw text in JSX (docs/architecture.md A9 "Languages"): visible words go through Lingui. */
const noRawJsxText = {
  meta: { type: 'problem', messages: { raw: 'Raw text in JSX: wrap it in <Trans> or use useLingui().' } },
  create(context) {
    const insideTrans = (node) => {
      for (let n = node.parent; n; n = n.parent) {
        if (
          n.type === 'JSXElement' &&
          ['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(n.openingElement.name.name)
        )
          return true;
      }
      return false;
    };
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value) && !insideTrans(node)) context.report({ node, messageId: 'raw' });
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type === 'JSXElement' && typeof node.value === 'string' && /\p{L}/u.test(node.value))
          context.report({ node, messageId: 'raw' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      'bench/results',
      '.tmp',
    ],
  },
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
    plugins: { 'react-hooks': reactHooks, tavola: { rules: { 'no-raw-jsx-text': noRawJsxText } } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Web Storage only through lib/storage/keys.ts' },
        { name: 'sessionStorage', message: 'Web Storage only through lib/storage/keys.ts' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'tavola/no-raw-jsx-text': 'error',
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
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'tavola-graph': { rules: { 'no-cycle': noCycle } }, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'tavola-graph/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    // Server files other than repositories: the same boundaries, and the database schema stays out of reach.
    files: ['src/server/**/*.ts'],
    ignores: [...REPOSITORY_FILES, ...SCHEMA_IMPORT_EXEMPT],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...boundaryZones, schemaZone] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: 'shared is isomorphic: no node:*' }],
        },
      ],
    },
  },
);
