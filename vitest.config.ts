import { defineConfig } from 'vitest/config';

// Two tiers run by Vitest (the third, the browser journeys, is Playwright's):
// unit tests for pure logic, and API tests that start the real associate API.
export default defineConfig({
  test: {
    // Test files share their worker's module graph instead of loading it afresh for each file:
    // importing the API (Hono, Drizzle, PGlite's WebAssembly) cost about 1 s per file, a third of
    // the tier's time. Every suite builds its own app and database through createApp(deps), and
    // nothing reads configuration at import time, so no file sees another's state.
    // Measured on 2 cores: PGlite tier 105 s → 62 s, PostgreSQL tier 33 s.
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Each suite boots its own API on its own database; PGlite start-up and argon2 are slow-ish.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
