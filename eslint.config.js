import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'packages/web/dist/**', 'data/**', '.tmp/**', 'bench/out/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration once in packages/server/src/config.ts (STYLE.md rule 8).',
        },
      ],
    },
  },
  {
    files: ['packages/server/src/config.ts', 'scripts/**', 'e2e/**', 'bench/**', '**/test/**', 'vitest.config.ts', 'packages/web/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
