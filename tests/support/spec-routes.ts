import fs from "node:fs";
import path from "node:path";

/** The routes the product spec names, copied into the repository: update the copy when the spec's list changes. */
const ROUTES_FILE = path.resolve(import.meta.dirname, "../fixtures/spec/routes.txt");

export function specRoutes(): string[] {
  return fs
    .readFileSync(ROUTES_FILE, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("/"));
}
