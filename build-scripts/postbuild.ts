import fs from "node:fs";
import path from "node:path";
import {
  getManifest,
  NOT_FOUND_PRERENDER_PATH,
  prerenderPaths,
} from "../app/content-pipeline/.server/content/manifest";
import { siteConfig } from "../app/site-config";
import { SAMPLE_TYPES_PREFIX } from "../contracts/sample-types";
import { checkDuplicates } from "./checks/duplicates";
import { formatReport } from "./checks/report";
import { runChecks } from "./checks/run";
import { checkMachinePaths, contentPaths, machineFolders, readTextFiles, SOURCE_FILE } from "./checks/machine-paths";
import { readSite } from "./checks/site";
import { robotsTxt, sitemapPaths, sitemapXml } from "./checks/sitemap";
import { writeMarkdown } from "./write-markdown";
import { contentRoot } from "../app/content-pipeline/.server/content/content-root";
import { applyPageLayout, NOT_FOUND_FILE } from "./page-files";
import { writePagePolicies } from "./write-page-csp";

/**
 * Turns React Router's output into what a plain static host serves (the
 * prerendered not-found page becomes 404.html, the SPA fallback, which can't
 * hydrate on arbitrary URLs, is removed, pages move to the layout that matches
 * `trailingSlash`, .nojekyll keeps GitHub Pages from dropping `_root.data`),
 * writes each page's script policy into it (write-page-csp.ts), writes
 * sitemap.xml, robots.txt and the Markdown twins of every page, then checks
 * the final HTML (links, anchors, images and page metadata) and that no file
 * holds a folder of the machine that built it.
 *
 * It runs as the build's last step, React Router's `buildEnd`
 * (react-router.config.ts), in the build's own process; a failure fails the build.
 * `npm run dev` never runs it.
 */
export async function postbuild(clientDir: string): Promise<void> {
  const client = path.resolve(clientDir);
  const notFoundDir = path.join(client, NOT_FOUND_PRERENDER_PATH);
  const notFoundHtml = path.join(notFoundDir, "index.html");

  if (!fs.existsSync(notFoundHtml)) {
    throw new Error(
      `postbuild: ${path.relative(process.cwd(), notFoundHtml)} is missing; was the catch-all route prerendered?`,
    );
  }
  fs.renameSync(notFoundHtml, path.join(client, NOT_FOUND_FILE));
  fs.rmSync(notFoundDir, { recursive: true, force: true });
  fs.rmSync(path.join(client, "__spa-fallback.html"), { force: true });
  // The sample-types files are plain JSON that a page fetches; React Router also writes each one's
  // loader data beside it, which nothing reads.
  const sampleTypesDir = path.join(client, SAMPLE_TYPES_PREFIX);
  for (const file of fs.existsSync(sampleTypesDir) ? fs.readdirSync(sampleTypesDir, { recursive: true }) : []) {
    if (String(file).endsWith(".data")) fs.rmSync(path.join(sampleTypesDir, String(file)));
  }
  const moved = applyPageLayout(client);
  // GitHub Pages runs Jekyll on a branch deploy unless told not to, and Jekyll
  // drops every file whose name starts with "_" (the home page's `_root.data`).
  fs.writeFileSync(path.join(client, ".nojekyll"), "");
  const layout = siteConfig.trailingSlash ? "kept as x/index.html" : `${moved} moved to x.html`;
  console.log(`postbuild: wrote 404.html and .nojekyll; pages ${layout} (trailingSlash: ${siteConfig.trailingSlash})`);

  // Before the checks, which read the pages as they ship.
  const policies = writePagePolicies(client);
  console.log(
    `postbuild: wrote the script policy of ${policies.pages} pages (${policies.hashes} distinct script hashes)`,
  );

  // Sidebar and frontmatter errors carry the whole explanation in their message.
  const manifest = getManifest();
  const pages = sitemapPaths(prerenderPaths(manifest), NOT_FOUND_PRERENDER_PATH);
  fs.writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(pages));
  fs.writeFileSync(path.join(client, "robots.txt"), robotsTxt());
  console.log(`postbuild: wrote sitemap.xml (${pages.length} pages) and robots.txt`);

  const written = await writeMarkdown(client, manifest);
  console.log(
    `postbuild: wrote ${written.pages} Markdown pages (${(written.bytes / 1024).toFixed(0)} KiB), llms.txt and llms-full.txt`,
  );

  const start = performance.now();
  const site = readSite(client, manifest);
  // Every file of the build, not only pages: .data, Markdown twins, the search index, source maps.
  const folders = machineFolders();
  const onPurpose = contentPaths(readTextFiles(contentRoot(), SOURCE_FILE), folders);
  const leaks = checkMachinePaths(readTextFiles(client), folders, onPurpose);
  const findings = [...checkDuplicates(manifest.duplicates), ...runChecks(site), ...leaks];
  const ms = performance.now() - start;
  const errors = findings.filter((finding) => finding.severity === "error");
  if (findings.length) (errors.length ? console.error : console.warn)(`postbuild checks:\n${formatReport(findings)}`);
  console.log(
    `postbuild: checked ${site.pages.length} pages in ${ms.toFixed(0)} ms: ${errors.length} errors, ${findings.length - errors.length} warnings`,
  );
  if (errors.length) throw new Error(`postbuild: ${errors.length} check(s) failed; see the report above`);
}
