import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

export const baseUrl = (): string => inject("baseUrl");

const CLIENT_DIR = path.resolve(".test-build/client");

/** Every page the build prerendered, found from its output (`x/index.html`). */
export function prerenderedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "assets") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(CLIENT_DIR, path.dirname(full)).split(path.sep).join("/");
        found.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(CLIENT_DIR);
  return found.sort();
}

/** The prerendered HTML of a route, as a static host serves it. */
export function prerenderedHtml(route: string): string {
  return fs.readFileSync(path.join(CLIENT_DIR, `.${route}`, "index.html"), "utf8");
}

/** The spec's routes (`../shared/spec/routes.txt`), for checking nothing the spec names is missing. */
export function specRoutes(): string[] {
  const file = path.resolve("../shared/spec/routes.txt");
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("/"));
}
