import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Unit and API tests run in Node; browser journeys live in e2e/ (Playwright), not here.
// The Lingui macro is compiled here as in the app build, so web modules are tested as shipped.
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
