import { defineConfig } from "vitest/config";

const ignored = ["**/node_modules/**", "build/**", "data/**", ".react-router/**"];

// Three projects: fast pure tests, tests against a real database/server, and
// browser tests (run inside a loopback-only network namespace by tests/e2e/run.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,server,common,db}/**/*.test.{ts,tsx}"],
          exclude: [...ignored, "**/*.integration.test.ts"],
          // A hang guard, not a speed check: the image and matchmaking-churn tests are CPU-heavy and
          // run two files at a time on a 2-core CI box.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          // One migrated PGlite per run that new PGlite databases start from (tests/pglite-seed.ts).
          globalSetup: ["tests/pglite-seed.ts"],
          include: ["{app,server,common,db,tests}/**/*.integration.test.ts"],
          exclude: ignored,
          // Hang guards, not speed checks: two files run at a time on a 2-core CI box, and an
          // in-memory PGlite runs every migration in WebAssembly before each file's first test.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          globalSetup: ["tests/pglite-seed.ts"],
          include: ["tests/e2e/**/*.e2e.ts"],
          exclude: ignored,
          testTimeout: 90_000,
          hookTimeout: 120_000,

          // A page under CI load can take more than expect.poll's default 1 s to show what the spec
          // times at 1 s (login success message and callback, notifications).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
