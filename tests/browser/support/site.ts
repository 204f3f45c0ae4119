import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { pageFileOf, routeOfPageFile } from "../../../build-scripts/page-files";
import { TEST_BUILD_DIR } from "../../support/test-build";

export const baseUrl = (): string => inject("baseUrl");

export const CLIENT_DIR = path.resolve(TEST_BUILD_DIR, "client");

/** Every page the build prerendered, found from its output (`x.html` or `x/index.html`). */
export function prerenderedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "assets") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const route = routeOfPageFile(path.relative(CLIENT_DIR, full).split(path.sep).join("/"));
        if (route) found.push(route);
      }
    }
  };
  walk(CLIENT_DIR);
  return found.sort();
}

/** The prerendered HTML of a route, as a static host serves it (in the configured page layout). */
export function prerenderedHtml(route: string): string {
  return fs.readFileSync(path.join(CLIENT_DIR, pageFileOf(route)), "utf8");
}
