// Loads @unblessed/core the way the site's build gives it to the browser
// (build-scripts/vite/core-globals.ts), so the runtime tests under Node run
// the same module scope the page runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CORE_GLOBALS_MODULE, injectCoreGlobals } from "../../../build-scripts/vite/core-globals";
import type { DataLoader } from "../../../app/live/runtime/core-data";
import { REPO_ROOT } from "./docs";

type CoreModule = typeof import("@unblessed/core");

export const CORE_PACKAGE = path.join(REPO_ROOT, "node_modules/@unblessed/core");

export async function loadBrowserCore(): Promise<CoreModule> {
  const dir = path.join(REPO_ROOT, ".cache", "browser-core");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "index.mjs");
  const code = injectCoreGlobals(readFileSync(path.join(CORE_PACKAGE, "dist/index.js"), "utf8"), CORE_GLOBALS_MODULE);
  // The package's map sits beside the original file, not this copy.
  writeFileSync(file, code.replace(/^\/\/# sourceMappingURL=.*$/gm, ""));
  try {
    return (await import(/* @vite-ignore */ file)) as CoreModule;
  } finally {
    // Loaded once per test file; the copy is scratch (and not ours to lint).
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The data files read from the package on disk, where the page fetches them. */
export const loadDataFromPackage: DataLoader = async (name) =>
  new Uint8Array(await readFile(path.join(CORE_PACKAGE, "data", name)));
