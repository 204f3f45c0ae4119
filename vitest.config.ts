import { defineConfig } from "vitest/config";

// Projects by what a test needs, so that `npm test` runs everything while a
// developer picks one: `npx vitest run --project unit`.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ["default", "./tests/support/closing-line-reporter.ts"],
    // Vitest's default on two cores is one worker, which ran every file in a row while the
    // machine stood 60% idle: a browser test mostly waits for a page to load, paint and
    // hydrate. Two files at a time, browser files included (two Chromiums), took `vitest run`
    // from 649 s to 464 s. A build two files share is made once (tests/support/test-build.ts).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          // Fixture sites (one folder per scenario), builds and TypeDoc.
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "content",
          include: ["tests/content/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/browser/global-setup.ts"],
          testTimeout: 60_000,
          // beforeAll hooks that build the services variant of the site take minutes when the
          // machine is busy; an unchanged variant is reused (tests/support/test-build.ts).
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
