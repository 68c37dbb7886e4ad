import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const LOCAL_ZONE = "This reads the device's time zone, not Amsterdam's.";
/** Date methods that read or set the device's local clock. */
const LOCAL_CLOCK_METHODS = [
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getTimezoneOffset',
  'setFullYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  'toDateString',
  'toTimeString',
];

/**
 * The web app's feature walls (docs/decisions/0050-web-feature-walls-and-back-office-template.md):
 * another feature is imported through its public entry, `@/features/<name>` (its index.ts) or
 * `@/features/<name>/lazy`, never a file inside it. Pages are loaded with import(), which this
 * rule does not read; infra/scripts/feature-walls.ts counts those too. Tests may reach inside.
 * typescript-eslint's copy of no-restricted-imports, so that the web's own list (dayjs and the
 * rest, above) still applies beside it.
 */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureWall = (own) => ({
  regex: `^@/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!lazy$).+`,
  message: "Import another feature through its public entry, '@/features/<name>' or its '/lazy'.",
});
const WEB_FEATURE_WALLS = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', 'web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [featureWall()] }] },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [featureWall(feature)] }],
    },
  })),
];

/**
 * Module walls (docs/decisions/0049-module-walls.md): a file in api/src/modules/<m>/ uses another
 * module only through its index (`../<other>` or `../<other>/index.js`), never one of its files.
 * A module's tables are its own; tables files may name another module's table for a foreign key.
 */
const API_MODULES = readdirSync(new URL('./api/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Reads of other modules' tables still to move behind the owner's index, by module
 * (`'<module>': ['<owner>/<owner>.tables']`). Each entry is a wall not yet built: remove it when
 * the module calls the owner or reads the owner's read models instead. None are left.
 */
const MODULE_WALL_GAPS = {};

const MODULE_WALL_MESSAGE =
  "Use the other module through its index ('../<module>'): its files and tables are its own (docs/decisions/0049-module-walls.md).";
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The import paths a file `depth` folders below its module's folder may not use: a file of
 * another module, except the gaps listed for this module (and, for tables files, tables).
 */
function moduleWall(depth, gaps, { tables = false } = {}) {
  const up = '\\.\\./'.repeat(depth + 1);
  const allowed = ['index(?:\\.[jt]s)?', ...(tables ? ['[^/]+\\.tables(?:\\.[jt]s)?'] : [])];
  const gap = gaps.length > 0 ? `(?!(?:${gaps.map(escapeRegex).join('|')})(?:\\.[jt]s)?$)` : '';
  return [
    'error',
    {
      patterns: [
        {
          regex: `^${up}${gap}(?!\\.\\.?/)[^/]+/(?!(?:${allowed.join('|')})$).+`,
          message: MODULE_WALL_MESSAGE,
        },
      ],
    },
  ];
}

const moduleWalls = API_MODULES.flatMap((name) => {
  const gaps = MODULE_WALL_GAPS[name] ?? [];
  const dir = `api/src/modules/${name}`;
  return [
    { files: [`${dir}/*.ts`], rules: { 'no-restricted-imports': moduleWall(0, gaps) } },
    { files: [`${dir}/*/*.ts`], rules: { 'no-restricted-imports': moduleWall(1, gaps) } },
    {
      files: [`${dir}/*.tables.ts`],
      rules: { 'no-restricted-imports': moduleWall(0, gaps, { tables: true }) },
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-first-paint/**',
      'web/src/i18n/inlang/**',
      'web/src/i18n/paraglide/**',
      'workers/src/email/texts/inlang/**',
      'workers/src/email/texts/paraglide/**',
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
        // The shop's times are Amsterdam's whatever the device's zone
        // (docs/decisions/0041-language-money-and-amsterdam-time.md): web/src/i18n/format.ts
        // writes them without building Intl.
        {
          selector:
            "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]:not(:has(Property[key.name='timeZone']))",
          message: `${LOCAL_ZONE} Use web/src/i18n/format.ts, or give Intl a timeZone.`,
        },
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']:not(:has(Property[key.name='timeZone']))",
          message: `${LOCAL_ZONE} Use web/src/i18n/format.ts, or give Intl a timeZone.`,
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length>1]",
          message: `${LOCAL_ZONE} Use Date.UTC, or fromAmsterdamDateTimeText in web/src/i18n/format.ts.`,
        },
      ],
      'no-restricted-properties': [
        'error',
        ...LOCAL_CLOCK_METHODS.map((property) => ({
          property,
          message: `${LOCAL_ZONE} Use web/src/i18n/format.ts (amsterdamWallClock and its getUTC… fields).`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['dayjs', 'date-fns', 'moment'].map((name) => ({
              name,
              message: `${LOCAL_ZONE} Use web/src/i18n/format.ts.`,
            })),
            {
              name: '@mantine/core',
              importNames: ['PasswordInput'],
              message:
                "Use '@/components/form/password-input': Mantine names its show-password button in English.",
            },
          ],
        },
      ],
    },
  },
  ...moduleWalls,
  {
    // Tests may use `any` for response bodies they then assert on field by field.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'web/e2e/**/*.ts', 'infra/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  ...WEB_FEATURE_WALLS,
);
