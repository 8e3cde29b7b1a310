import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-prism', 'storybook-static', 'coverage', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'mocks/public', 'mocks/contract/requests.gen.*', 'test-results', 'playwright-report'] },
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
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server strings are shown as text; never inject HTML.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Server strings are shown as text; never inject HTML.' },
      ],
      'import-x/no-cycle': 'error',
      // ARCHITECTURE.md boundaries: shared layers never reach into features or routes; modules never import each other;
      // only the entry point may start the mock provider.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: ['./src/features', './src/routes', './src/app'] },
            { target: './src/shell', from: ['./src/features', './src/routes'] },
            { target: './src/lib', from: ['./src/features', './src/routes', './src/app', './src/components'] },
            { target: './src/api', from: ['./src/features', './src/routes', './src/app', './src/components'] },
            { target: './src', from: './mocks', except: [], message: 'The app never imports the mock provider (main.tsx starts it).' },
          ],
        },
      ],
    },
  },
  // Build and test scripts run in Node.
  { files: ['scripts/**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['src/main.tsx'], rules: { 'import-x/no-restricted-paths': 'off' } },
  {
    files: ['src/features/*/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*'], message: 'A module never imports another module.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', '**/*.stories.tsx', '.storybook/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' },
  },
)
