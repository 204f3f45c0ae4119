import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "../../../app/content-pipeline/.server/content/manifest";
import { canonicalUrl } from "../../../app/shell/meta";
import { DOCS_PATH, LIVE_FRAME_FILE } from "../../../contracts/site-paths";
import { SAMPLE_TYPES_PREFIX, type SampleTypesFile } from "../../../contracts/sample-types";
import { deferredModuleScript } from "../../../app/shell/.server/scripts-after-paint";
import { decodeEntities } from "../../../build-scripts/checks/html";
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

  it("gives every page one script policy, before its first script, allowing exactly its inline scripts", () => {
    const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/g;
    const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const unique = (list: string[]) => [...new Set(list)].sort();
    const wrong: string[] = [];
    for (const page of site.pages) {
      const metas = [...page.html.matchAll(POLICY_META)];
      if (metas.length !== 1) {
        wrong.push(`${page.path}: ${metas.length} policy <meta> elements`);
        continue;
      }
      const [meta] = metas;
      const firstScript = page.html.search(/<script\b/);
      if (firstScript >= 0 && (meta?.index ?? 0) > firstScript)
        wrong.push(`${page.path}: the policy comes after a script`);
      const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(decodeEntities(meta?.[1] ?? ""))?.[1]?.split(" ") ?? [];
      if (scriptSrc.includes("'unsafe-inline'")) wrong.push(`${page.path}: script-src allows 'unsafe-inline'`);
      // What the browser will be asked to run inline: each <script> without a file, and the module
      // script the first-paint loader adds.
      const inline = [...page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes))
        .flatMap(([, , text = ""]) => [text, deferredModuleScript(text)])
        .filter((text): text is string => text !== undefined);
      const allowed = unique(scriptSrc.filter((source) => source.startsWith("'sha256-")));
      const expected = unique(inline.map(sha256));
      if (JSON.stringify(allowed) !== JSON.stringify(expected)) {
        wrong.push(`${page.path}: hashes ${allowed.join(" ")} for inline scripts ${expected.join(" ")}`);
      }
    }
    expect(wrong).toEqual([]);
    // The sandbox frame is no page: it keeps its own policy only.
    const frame = fs.readFileSync(path.join(client, LIVE_FRAME_FILE), "utf8");
    const framePolicies = [...frame.matchAll(/http-equiv="Content-Security-Policy"\s+content="([^"]*)"/g)];
    expect(framePolicies.map((match) => match[1])).toEqual([expect.stringMatching(/^default-src 'none'; /)]);
  });

  it("gives every marked name of a sample an entry in its page's sample-types file, linked to a built API page and anchor", () => {
    const htmlByPath = new Map(site.pages.map((page) => [page.path, page.html]));
    const problems: string[] = [];
    let pagesWithNames = 0;
    let names = 0;
    for (const page of site.pages) {
      const indices = [...page.html.matchAll(/ data-qi="(\d+)"/g)].map((match) => Number(match[1]));
      if (indices.length === 0) continue;
      pagesWithNames += 1;
      names += indices.length;
      // The file the page fetches, named in its compiled MDX (in the hydration data): its own, or on
      // /docs the introduction's, which it shows.
      const src = new RegExp(`${SAMPLE_TYPES_PREFIX}/[^"\\\\]+\\.json`).exec(page.html)?.[0];
      const file = src && path.join(client, src);
      if (!file || !fs.existsSync(file)) {
        problems.push(`${page.path}: its names' file ${src ?? "(not named)"} is not in the build`);
        continue;
      }
      const { entries } = JSON.parse(fs.readFileSync(file, "utf8")) as SampleTypesFile;
      for (const index of new Set(indices)) if (!entries[index]) problems.push(`${page.path}: no entry ${index}`);
      for (const { href } of entries) {
        if (!href) continue;
        const [target = "", anchor] = href.split("#");
        const html = htmlByPath.get(target);
        if (html === undefined) problems.push(`${page.path}: ${href} is no built page`);
        else if (anchor && !html.includes(`id="${anchor}"`)) problems.push(`${page.path}: ${href} has no such anchor`);
      }
    }
    expect(problems).toEqual([]);
    expect(pagesWithNames).toBeGreaterThan(20);
    expect(names).toBeGreaterThan(1000);
  });
});
