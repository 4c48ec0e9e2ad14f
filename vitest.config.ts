import { defineConfig } from 'vitest/config';

// Unit and API tests run in Node; browser journeys live in e2e/ (Playwright), not here.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
