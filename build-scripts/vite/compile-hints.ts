import type { Plugin } from "vite";
import { frameworkChunk } from "./first-load-chunk.ts";

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line
 * is this comment has all its functions compiled while it streams in, on a
 * background thread. Without it V8 compiles each function the first time it
 * is called, on the main thread: during the module evaluation and the first
 * hydration step, the two longest tasks after the first paint on every page
 * (docs/architecture.md). Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Puts the hint on the first line of the framework chunk: React, ReactDOM
 * and React Router, nine tenths of the code every page evaluates on its
 * first load, nearly all of it run before the page is interactive. Not on the
 * app's own first-load chunks, which are small (the shell is 28 KB, a route
 * module a few KB): each hint costs 20 bytes of gzip, and the doc page's first
 * load sits at its 120 KB budget. Nor on a chunk loaded on demand (search, the
 * live runtime, the editor), whose code may never run.
 *
 * It goes in last of all: after minification (which drops comments) and
 * after Vite has put its dynamic-import helper line at the top of a chunk
 * that needs one. The file's name was hashed before this step; as every
 * build adds the same line, one name still means one content.
 */
export function compileHints(): Plugin {
  return {
    name: "unblessed-docs:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || output.name !== frameworkChunk.name) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          // One whole line in front: every generated line moves down by one.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
