import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "../../../app/content-pipeline/.server/content/manifest";
import { canonicalUrl } from "../../../app/shell/meta";
import { DOCS_PATH } from "../../../contracts/site-paths";
import { checkDuplicates } from "../../../build-scripts/checks/duplicates";
import { formatReport } from "../../../build-scripts/checks/report";
import { runChecks } from "../../../build-scripts/checks/run";
import { readSite } from "../../../build-scripts/checks/site";
import type { CheckInput } from "../../../build-scripts/checks/types";
import { ensureBuild, TEST_BUILD_DIR } from "../../support/test-build";

// The browser tests' global setup builds .test-build before any test runs; in
// a unit-only run (`vitest run --project unit`) this rebuilds it when its
// sources changed since (a page added, say).
const client = path.resolve(TEST_BUILD_DIR, "client");

let site: CheckInput;
beforeAll(() => {
  ensureBuild(TEST_BUILD_DIR);
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
    // /docs shows the introduction, whose URL is its canonical one.
    const canonicalRoutes = [...site.routes].filter((route) => route !== DOCS_PATH);
    expect(locs).toEqual(canonicalRoutes.map((route) => canonicalUrl(route)));
    expect(sitemap).not.toMatch(/404|__not-found|__test/);
    expect(fs.readFileSync(path.join(client, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://unblessed.dev/sitemap.xml",
    );
  });
});
