import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { listPageFiles, pageFileOf, routeOfPageFile } from "../../../build-scripts/page-files";
import { TEST_BUILD_DIR } from "../../support/test-build";

export const baseUrl = (): string => inject("baseUrl");

export const CLIENT_DIR = path.resolve(TEST_BUILD_DIR, "client");

/** Every page the build prerendered, found from its output (`x.html` or `x/index.html`). */
export function prerenderedPaths(): string[] {
  return listPageFiles(CLIENT_DIR)
    .flatMap((file) => routeOfPageFile(file) ?? [])
    .sort();
}

/** The prerendered HTML of a route, as a static host serves it (in the configured page layout). */
export function prerenderedHtml(route: string): string {
  return fs.readFileSync(path.join(CLIENT_DIR, pageFileOf(route)), "utf8");
}
