import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-first-paint/**',
      '**/coverage/**',
      '.data/**',
      'api/drizzle/**',
      'web/playwright-report/**',
      'web/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // Mantine's Loader and Skeleton are a plain span or div: a name there is not allowed
          // (axe: aria-prohibited-attr) and screen readers skip it.
          selector:
            "JSXOpeningElement[name.name=/^(Loader|Skeleton)$/]:has(> JSXAttribute[name.name='aria-label']):not(:has(> JSXAttribute[name.name='role']))",
          message: 'A named Loader or Skeleton needs role="progressbar" for its name to be read.',
        },
      ],
    },
  },
  {
    // Tests may use `any` for response bodies they then assert on field by field.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'web/e2e/**/*.ts', 'infra/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
);
