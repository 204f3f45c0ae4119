import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentRoot } from "./app/content-pipeline/.server/content/content-root.ts";
import { defineBrowserEnv } from "./build-scripts/vite/browser-env.ts";
import { compileHints } from "./build-scripts/vite/compile-hints.ts";
import { contentReload } from "./build-scripts/vite/content-reload.ts";
import { coreGlobals } from "./build-scripts/vite/core-globals.ts";
import { firstLoadChunk, frameworkChunk } from "./build-scripts/vite/first-load-chunk.ts";
import { prerenderLogger } from "./build-scripts/vite/prerender-log.ts";
import { reactRouterProduction } from "./build-scripts/vite/react-router-production.ts";

/**
 * Packages only loaders and build scripts import (MDX, highlighting, the sample
 * runner, config checks). Vite's dependency scan follows a route module's
 * imports into its `.server` loaders, so `npm run dev` bundled these for the
 * browser as well; they turned up after the first page had loaded, and Vite
 * reloaded the page to take them in. The browser never imports them.
 */
const BUILD_TIME_PACKAGES = [
  "@shikijs/rehype",
  "@xterm/headless",
  "esbuild",
  "github-slugger",
  "gray-matter",
  "hast-util-to-string",
  "mdx-bundler",
  "remark-directive",
  "remark-gfm",
  "remark-mdx",
  "remark-parse",
  "shiki",
  "typescript",
  "unified",
  "unist-util-visit",
  "zod",
];

/**
 * Folders the build, the tests and the bench write into the repository. Vite
 * watches the whole project, and any tsconfig.json that appears in it makes
 * `npm run dev` reload every open page: the code-block type checks write one
 * per run under .cache/, and a CI run that checked samples beside a dev-server
 * test reloaded that page eight times in 20 s until the test gave up.
 * (.bench-scale is not here: the scale bench serves its content from it.)
 */
const WRITTEN_BY_TOOLS = [
  ".cache",
  ".scratch",
  "build",
  ".test-build",
  ".bench-build",
  ".bench-sentry-build",
  ".services-build",
];

export default defineConfig({
  build: {
    rollupOptions: {
      output: { codeSplitting: { groups: [frameworkChunk, firstLoadChunk] } },
      // Its report names React Router's writeBundle, which is the prerender itself: expected, and
      // `npm run bench` times the build's phases instead.
      checks: { bundlerTimings: false },
    },
    // Above the live runtime (about 935 kB, loaded only when a reader presses Run) and the
    // playground's editor. What every page loads is held to its own budget by `npm run bench`.
    chunkSizeWarningLimit: 1200,
  },
  // One progress line and a summary instead of a line per prerendered file.
  customLogger: prerenderLogger(),
  // Error reporting and search services, configured at build time (browser-env.ts names them).
  define: defineBrowserEnv(),
  plugins: [
    tailwindcss(),
    reactRouterProduction(),
    reactRouter(),
    contentReload(contentRoot()),
    coreGlobals(),
    compileHints(),
  ],
  // The live runtime runs in a Worker started from a Blob inside the sandboxed frame
  // (app/live/sandbox/), so it is built as one classic script.
  worker: { format: "iife", plugins: () => [coreGlobals({ worker: true })] },
  // Served as its own module in dev too, so that coreGlobals() can give it the runtime's globals.
  optimizeDeps: { exclude: ["@unblessed/core", ...BUILD_TIME_PACKAGES] },
  // Anchored at the project: a `build` folder inside content/ or app/ is still watched.
  server: { watch: { ignored: WRITTEN_BY_TOOLS.map((dir) => path.join(import.meta.dirname, dir, "**")) } },
  ssr: {
    // mdx-bundler resolves files relative to `__dirname` at run time, which
    // breaks once Vite bundles it into the server build.
    // @xterm/headless (the sample runner's terminal) is CommonJS, which the
    // dev server's module runner cannot evaluate inline. TypeScript (the types in the samples) is
    // ten megabytes of CommonJS that the prerender loads as it is.
    external: ["mdx-bundler", "esbuild", "typedoc", "shiki", "@shikijs/rehype", "@xterm/headless", "typescript"],
  },
});
