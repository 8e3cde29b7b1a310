import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'
import { URL } from 'node:url'

// One zone per feature folder: a module never imports another module, by alias or by relative path.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory())
const moduleZones = features.map(({ name }) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A module never imports another module; shared pieces live in src/shell, src/components, src/lookups, src/records or src/case-actions.',
}))

// QUALITY §9: server strings are always text.
const NO_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server strings are shown as text; never inject HTML.' },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'Server strings are shown as text; never inject HTML.' },
]
// Issue 22: what a screen says comes from its area's catalog (texts.ts, with texts.hi.ts and texts.mr.ts), never
// straight from JSX: a word written there would stay English in Hindi and Marathi.
const CATALOG = 'Write this text in the area\'s texts.ts (and its Hindi and Marathi files) and show it from there.'
const NO_LITERAL_TEXT = [
  { selector: 'JSXText[value=/[A-Za-z]{2}/]', message: CATALOG },
  { selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]', message: CATALOG },
  {
    selector: 'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|hint|message|emptyText|failedText|confirmLabel|cancelLabel|closeLabel|description|heading)$/] > Literal[value=/[A-Za-z]{2}/]',
    message: CATALOG,
  },
]
/** The areas whose texts are in the catalog: every folder of src with a texts.ts. */
const TRANSLATED = readdirSync(new URL('./src', import.meta.url), { recursive: true })
  .filter((file) => /(^|\/)texts\.ts$/.test(String(file)))
  .map((file) => `src/${String(file).replace(/texts\.ts$/, '')}**/*.tsx`)

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'storybook-static', 'coverage', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'src/api/answer-shapes.gen.ts', 'mocks/public', 'mocks/contract/requests.gen.*', 'mocks/db/demo-draws.gen.ts', 'test-results', 'playwright-report', 'verify-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // QUALITY §9: server strings are always text.
      'no-restricted-syntax': ['error', ...NO_HTML],
      'import-x/no-cycle': 'error',
      // ARCHITECTURE.md boundaries: shared layers never reach into features or routes; modules never import each other;
      // only the entry point may start the mock provider.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            { target: './src/components', from: ['./src/features', './src/routes', './src/app', './src/lookups', './src/case-actions'], message: 'Components know no domain.' },
            { target: './src/lookups', from: ['./src/features', './src/routes', './src/app'], message: 'Lookups serve features; they import none.' },
            { target: './src/case-actions', from: ['./src/features', './src/routes', './src/app'], message: 'Shared case pieces serve features; they import none.' },
            { target: './src/records', from: ['./src/features', './src/routes', './src/app', './src/case-actions'], message: 'The rules and payloads of records several screens write (client, case, a CNR record) serve features; they import none.' },
            { target: './src/shell', from: ['./src/features', './src/routes', './src/lookups', './src/case-actions'] },
            { target: './src/lib', from: ['./src/features', './src/routes', './src/app', './src/components', './src/lookups', './src/case-actions'] },
            { target: './src/api', from: ['./src/features', './src/routes', './src/app', './src/components', './src/lookups', './src/case-actions'] },
            {
              target: ['./src/features', './src/shell', './src/components', './src/lib', './src/api', './src/session', './src/lookups', './src/records', './src/case-actions'],
              from: './src/app',
              message: 'Only routes and main.tsx use src/app.',
            },
            { target: './src', from: './mocks', except: [], message: 'The app never imports the mock provider (main.tsx starts it).' },
            {
              target: './verify',
              from: ['./mocks', './src'],
              except: ['./api/schema.gen.ts'],
              message: 'The verification kit checks a provider it did not build: it speaks HTTP and reads the contract, never the mock or the app.',
            },
            // The SVG picture rule is a security rule the app and the provider must apply identically, so it lives
            // once, in a module that imports nothing from the app; the provider may import that one file.
            {
              target: './mocks',
              from: './src',
              // steps.ts: long work in short stretches, which the matching and the demo's mock on the page's thread share.
              except: ['./api/schema.gen.ts', './lib/svg-picture.ts', './lib/client-message/templates.ts', './lib/cause-list', './lib/steps.ts'],
              message: 'The mock provider knows only the contract\'s generated types (and the shared SVG picture, client message template, cause-list matching rules and work in steps).',
            },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...NO_HTML, ...NO_LITERAL_TEXT] },
  },
  // Build and test scripts run in Node.
  { files: ['scripts/**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['src/main.tsx'], rules: { 'import-x/no-restricted-paths': 'off' } },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/*.stories.tsx', '.storybook/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
)
