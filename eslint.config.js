// Lint rules: typescript-eslint's recommended set, React hooks rules, and the import direction of
// the architecture (the generator never imports the renderer, the renderer never reads files).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.cache', '.generated', 'schemas/json', 'bench/results*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Prettier wraps code at 120 columns; it cannot break a long string, regex or URL, and those
      // stay whole so they can be searched for.
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    // A function that does one job fits on a screen; a longer one is several jobs that want names.
    files: ['generator/**/*.ts', 'builder/**/*.ts', 'renderer/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', '**/generator/**', '**/builder/**', '**/server/**'],
              message: 'The renderer consumes generated data only; it never reads files or imports the generator.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['generator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/**', 'react', 'react-dom', 'react-dom/*'],
              message: 'The generator never imports the renderer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', '**/generator/**', '**/renderer/**'],
              message: 'common/ is pure and shared: no Node, no DOM, no engine imports.',
            },
          ],
        },
      ],
    },
  },
);
