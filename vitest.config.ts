import { defineConfig } from "vitest/config";
import { FileOrderSequencer } from "./tests/support/file-order-sequencer.ts";

/** Every project whose files launch Chromium: a test's leftover contexts are closed after it. */
const CHROMIUM_SETUP = ["tests/browser/support/close-test-contexts.ts"];

// Projects by what a test needs, so that `npm test` runs everything while a
// developer picks one: `npx vitest run --project unit`.
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/closing-line-reporter.ts"],
    // Vitest's default on two cores is one worker. Two lets the unit, integration and content
    // files run two at a time; the browser files stay one at a time (below).
    maxWorkers: 2,
    sequence: { sequencer: FileOrderSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // `npm test` runs these at a low priority beside the browser files: a test that takes
          // 100 ms alone can wait seconds for a core there.
          testTimeout: 30_000,
          // What a file imports is kept for the next file in the worker: the project then costs
          // 14 core-seconds instead of 24 (the suite is CPU-bound). These tests keep no state in
          // modules. The content files stay isolated: they load the library, which keeps state of
          // its own (probes of terminfo lookup and of Log scrolling fail when files share it).
          isolate: false,
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
          // As the unit project: 27 core-seconds instead of 39.
          isolate: false,
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
          // `npm run dev` end to end: a dev server on a copy of the content, and Chromium. Not a
          // browser file: it needs no build, its CPU is mostly the dev server's, and `npm test`
          // runs it with the node files, beside the browser lane.
          name: "dev",
          include: ["tests/dev/**/*.test.ts"],
          environment: "node",
          setupFiles: CHROMIUM_SETUP,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Error reporting against a fake ingest, on the services build (tests/browser/support/
          // services-build.ts), served by the file itself: no test build. Most of its time is
          // waiting out the SDK's start and the queue, so `npm test` runs it beside the browser lane.
          name: "services",
          include: ["tests/services/**/*.test.ts"],
          environment: "node",
          setupFiles: CHROMIUM_SETUP,
          testTimeout: 60_000,
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
          setupFiles: CHROMIUM_SETUP,
          testTimeout: 60_000,
          // beforeAll hooks that build the services variant of the site take minutes when the
          // machine is busy; an unchanged variant is reused (tests/support/test-build.ts).
          hookTimeout: 300_000,
          // One Chromium at a time. Two at a time took `vitest run` from 600 s to 470 s here,
          // but each file then ran 1.6 to 1.9 times slower and a clean-clone run stalled once
          // (axe on the search page, past the 60 s test timeout).
          fileParallelism: false,
          // The files run one after another in one worker that keeps what they import
          // (playwright-core and the support modules: about a second a file). Each file
          // still launches its own Chromium, and close-test-contexts.ts runs for each.
          isolate: false,
        },
      },
    ],
  },
});
