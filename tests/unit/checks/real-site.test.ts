import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "~/.server/content/manifest";
import { canonicalUrl } from "~/lib/meta";
import { checkDuplicates } from "../../../build-scripts/checks/duplicates";
import { formatReport } from "../../../build-scripts/checks/report";
import { runChecks } from "../../../build-scripts/checks/run";
import { readSite } from "../../../build-scripts/checks/site";
import type { CheckInput } from "../../../build-scripts/checks/types";

// The browser tests' global setup builds .test-build before any test runs; a
// unit-only run (`vitest run --project unit`) builds it here instead.
const BUILD_DIR = ".test-build";
const client = path.resolve(BUILD_DIR, "client");

let site: CheckInput;
beforeAll(() => {
  if (!fs.existsSync(path.join(client, "404.html"))) {
    execFileSync("npm", ["run", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DOCS_TEST_ROUTES: "1", DOCS_BUILD_DIR: BUILD_DIR },
    });
  }
  site = readSite(client, buildManifest());
}, 300_000);

describe("the real site", () => {
  it("has no broken links, anchors, images, missing meta or duplicate routes", () => {
    const findings = [...checkDuplicates(buildManifest().duplicates), ...runChecks(site)];
    expect(formatReport(findings)).toBe("");
  });

  it("checked every prerendered page, the 404 page included", () => {
    const paths = site.pages.map((page) => page.path);
    expect(paths).toContain("/404.html");
    expect(paths).toContain("/docs");
    for (const route of site.routes) expect(paths).toContain(route);
  });

  it("ships a sitemap of every page but the 404, and a robots.txt pointing at it", () => {
    const sitemap = fs.readFileSync(path.join(client, "sitemap.xml"), "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([...site.routes].map((route) => canonicalUrl(route)));
    expect(sitemap).not.toMatch(/404|__not-found|__test/);
    expect(fs.readFileSync(path.join(client, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://unblessed.dev/sitemap.xml",
    );
  });
});
