import { defineConfig } from "vitest/config";

const CHROMIUM_SETUP = ["tests/browser/support/close-test-contexts.ts"];
const GLOBAL_SETUP = ["tests/browser/global-setup.ts"];

// Projects by what a test needs: `npx vitest run --project unit` runs one.
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/slowest-files-reporter.ts"],
    // Two files at a time (vitest's default on two cores is one), browser and node files alike.
    maxWorkers: 2,
    environment: "node",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          testTimeout: 30_000,
          // These keep no state in modules: sharing what files import saves about 10 core-seconds.
          isolate: false,
        },
      },
      {
        extends: true,
        // Fixture sites (one folder per scenario), builds and TypeDoc.
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          isolate: false,
        },
      },
      {
        extends: true,
        // Isolated: the library these load keeps state of its own (terminfo lookup, Log scrolling).
        test: { name: "content", include: ["tests/content/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        // `npm run dev` end to end: a dev server on a copy of the content, and Chromium.
        test: {
          name: "dev",
          include: ["tests/dev/**/*.test.ts"],
          setupFiles: CHROMIUM_SETUP,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        // Error reporting against a fake ingest, on the services build (global-setup.ts).
        test: {
          name: "services",
          include: ["tests/services/**/*.test.ts"],
          globalSetup: GLOBAL_SETUP,
          setupFiles: CHROMIUM_SETUP,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: GLOBAL_SETUP,
          setupFiles: CHROMIUM_SETUP,
          testTimeout: 60_000,
          // A beforeAll launches Chromium, which takes more than vitest's default 10 s on a busy machine.
          hookTimeout: 60_000,
          // Files keep what they import (playwright-core, the support modules); each launches its own Chromium.
          isolate: false,
        },
      },
    ],
  },
});
