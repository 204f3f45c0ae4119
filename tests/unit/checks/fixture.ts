import fs from "node:fs";
import path from "node:path";
import type { CheckInput, CheckPage } from "../../../build-scripts/checks/types";
import { routeOfPageFile } from "../../../build-scripts/page-files";

export const FIXTURES = path.resolve("tests/fixtures/checks");

interface FixtureFile {
  routes: string[];
  /** URL path → MDX file inside the fixture folder. */
  sources: Record<string, string>;
  duplicates?: { path: string; sources: string[] }[];
}

/**
 * One fixture folder per rule: `client/` is a tiny hand-written build,
 * `fixture.json` the prerender list and which page came from which MDX file.
 * Paths in messages are relative to the fixture folder.
 */
export function loadFixture(rule: string): CheckInput & { duplicates: NonNullable<FixtureFile["duplicates"]> } {
  const dir = path.join(FIXTURES, rule);
  const spec = JSON.parse(fs.readFileSync(path.join(dir, "fixture.json"), "utf8")) as FixtureFile;
  const client = path.join(dir, "client");
  const pages: CheckPage[] = [];
  const files = new Set<string>();
  const walk = (folder: string) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const relative = "/" + path.relative(client, full).split(path.sep).join("/");
      const pagePath = routeOfPageFile(relative);
      if (!pagePath) {
        files.add(relative);
        continue;
      }
      const sourceFile = spec.sources[pagePath];
      pages.push({
        path: pagePath,
        html: fs.readFileSync(full, "utf8"),
        ...(sourceFile ? { sourceFile, sourceText: fs.readFileSync(path.join(dir, sourceFile), "utf8") } : {}),
      });
    }
  };
  walk(client);
  const sharedFile = path.join(dir, "shared.txt");
  return {
    pages: pages.sort((a, b) => a.path.localeCompare(b.path)),
    routes: new Set(spec.routes),
    files: new Set([...files, "/logo.svg"]),
    sharedSources: fs.existsSync(sharedFile) ? [{ file: "shared.txt", text: fs.readFileSync(sharedFile, "utf8") }] : [],
    imageExists: (resolved) => fs.existsSync(path.join(dir, resolved)),
    duplicates: spec.duplicates ?? [],
  };
}
