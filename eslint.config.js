// ESLint flat config. Each rule (or preset) says why it is here.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import storeroom from './eslint/storeroom-plugin.js';

export default tseslint.config(
  {
    // Flat config does not ignore build output: linting it costs minutes and means nothing.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.data/**',
      '.tools/**',
      '.types/**',
      'bench/results/**',
      // Scaffolding templates are linted in the projects the CLI generates from them.
      'packages/cli/templates/**',
    ],
  },
  // Catches real bugs (unreachable code, bad comparisons, undefined names).
  js.configs.recommended,
  // TypeScript-aware versions of the above, and no `any` leaking through the public API.
  ...tseslint.configs.recommended,
  // Hooks called conditionally or with stale dependencies are the most common React bug.
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    // The React Compiler's rules (every react-hooks rule but the two classic ones) analyse each
    // function as a possible component: most of lint's time. Files that hold no React (servers,
    // contracts, the CLI, scripts) skip them; admin code, core and ui keep them.
    files: ['**/*.{ts,js,mjs,cjs}'],
    ignores: ['**/admin/**', 'packages/core/src/**', 'packages/ui/src/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat['recommended-latest']?.rules ?? {})
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  // Merchants use screen readers and keyboards; catch inaccessible markup at lint time.
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { storeroom },
    rules: {
      // The architecture's dependency direction: ui <- core <- plugins <- examples, and
      // plugins never import each other (ARCHITECTURE.md).
      'storeroom/dependency-direction': 'error',
      // One public door per package: a relative path must not reach into another package.
      'storeroom/no-relative-escape': 'error',
      // `import type` keeps type-only imports out of bundles (STYLE.md rule 4).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      // Unused code is noise; a leading underscore marks a deliberately unused parameter.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Named exports only (STYLE.md rule 4); tool configs and stories are the exception below.
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
      // Autofocus moves screen-reader users without warning; our dialogs manage focus instead.
      'jsx-a11y/no-autofocus': 'error',
    },
  },
  {
    // Tools that demand a default export: Storybook (meta, main, preview), Vite, Vitest, tsup,
    // Playwright, ESLint itself.
    files: [
      '**/*.stories.tsx',
      '.storybook/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/tsup.config.ts',
      'e2e/playwright.config.ts',
      'eslint.config.js',
      'eslint/storeroom-plugin.js',
    ],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // Tests may use non-null assertions and loose types on fixtures.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Formatting belongs to Prettier; turn off every stylistic rule that could fight it.
  prettier,
);
