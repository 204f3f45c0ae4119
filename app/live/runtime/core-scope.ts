/**
 * How the build loads `@unblessed/core` into a page (build-scripts/vite/core-globals.ts):
 * the globals it reads without asking the runtime are imported into its module
 * scope from ./globals.ts, and its module URL, from which it finds its data
 * folder, is a path in the memory file system.
 */
export const CORE_GLOBAL_NAMES = [
  "process",
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "setImmediate",
  "clearImmediate",
] as const;

export const CORE_MODULE_URL = "file:///node_modules/@unblessed/core/dist/index.js";
/** `<dirname of the module>/data`, as core computes it. */
export const CORE_DATA_DIR = "/node_modules/@unblessed/core/dist/data";
