import { defineConfig } from 'vitest/config';

// Two tiers run by Vitest (the third, the browser journeys, is Playwright's):
// unit tests for pure logic, and API tests that start the real associate API.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each suite boots its own API on its own database; PGlite start-up and argon2 are slow-ish.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
