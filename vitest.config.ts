import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

type ProjectOptions = NonNullable<TestProjectInlineConfiguration["test"]>;

/** A project is a folder of tests/: `npx vitest run --project unit` runs tests/unit. */
const project = (name: string, test: ProjectOptions): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include: [`tests/${name}/**/*.test.{ts,tsx}`], ...test },
});

// Closes the contexts a test leaves open (a live terminal keeps running and takes CPU from the next test).
const CHROMIUM = { setupFiles: ["tests/browser/support/close-test-contexts.ts"] };
// Builds (and serves) the test build and the services build once, before any file runs.
const BUILDS = { globalSetup: ["tests/browser/global-setup.ts"] };

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/slowest-files-reporter.ts"],
    // Two files at a time (vitest's default on two cores is one), browser and node files alike.
    maxWorkers: 2,
    environment: "node",
    projects: [
      // isolate: false where files keep no state in modules: sharing what they import saves about 10 core-seconds.
      project("unit", { testTimeout: 30_000, isolate: false }),
      // Fixture sites (one folder per scenario), builds and TypeDoc.
      project("integration", { testTimeout: 120_000, hookTimeout: 300_000, isolate: false }),
      // Isolated: the library these load keeps state of its own (terminfo lookup, Log scrolling).
      project("content", { testTimeout: 180_000, hookTimeout: 300_000 }),
      // `npm run dev` end to end: a dev server on a copy of the content, and Chromium.
      project("dev", { ...CHROMIUM, testTimeout: 180_000, hookTimeout: 300_000 }),
      // Error reporting against a fake ingest, on the services build.
      project("services", { ...BUILDS, ...CHROMIUM, testTimeout: 60_000 }),
      // A beforeAll launches Chromium, which takes more than vitest's default 10 s on a busy machine. Files keep
      // what they import (playwright-core, the support modules); each launches its own Chromium.
      project("browser", { ...BUILDS, ...CHROMIUM, testTimeout: 60_000, hookTimeout: 60_000, isolate: false }),
    ],
  },
});
