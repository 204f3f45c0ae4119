import fs from "node:fs";
import path from "node:path";

/**
 * The routes the product spec names, copied from the spec into
 * tests/fixtures/spec/routes.txt so that a plain clone of the repository can
 * run every test. Update the copy when the spec's list changes.
 */
const ROUTES_FILE = path.resolve(import.meta.dirname, "../fixtures/spec/routes.txt");

export function specRoutes(): string[] {
  return fs
    .readFileSync(ROUTES_FILE, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("/"));
}

/** The spec's API reference routes (`/docs/api/generated…`). */
export function specApiRoutes(): string[] {
  return specRoutes().filter((route) => route.startsWith("/docs/api/"));
}
