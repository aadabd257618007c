// ESLint (flat config): typescript-eslint's recommended rules (no type information, so it stays
// fast), a few house rules, and the import boundaries between the folders (tools/lint/).
import tseslint from 'typescript-eslint';
import boundaries from './tools/lint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tests/output/**', 'wad/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,js,mjs}'],
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-var': 'error',
      'prefer-const': ['error', { destructuring: 'all' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
