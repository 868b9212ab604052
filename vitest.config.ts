import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeGroups } from './build/locale-groups.ts';

export default defineConfig({
  plugins: [react(), localeGroups(import.meta.dirname)],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'locales/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/contract/**/*.test.tsx', 'contract/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Several server processes on one throwaway PostgreSQL (scripts/cluster.mjs); npm test runs it when
          // PostgreSQL's binaries are installed.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
