import fs from "node:fs";
import path from "node:path";
import { getManifest, NOT_FOUND_PRERENDER_PATH, prerenderPaths } from "../app/.server/content/manifest";
import { checkDuplicates } from "./checks/duplicates";
import { formatReport } from "./checks/report";
import { runChecks } from "./checks/run";
import { readSite } from "./checks/site";
import { robotsTxt, sitemapPaths, sitemapXml } from "./checks/sitemap";

/**
 * Turns React Router's output into what a plain static host serves (the
 * prerendered not-found page becomes 404.html, the SPA fallback, which can't
 * hydrate on arbitrary URLs, is removed), writes sitemap.xml and robots.txt,
 * then checks the final HTML: links, anchors, images and page metadata.
 *
 * It runs as the build's last step, React Router's `buildEnd`
 * (react-router.config.ts), in the build's own process; a failure fails the build.
 */
export function postbuild(clientDir: string): void {
  const client = path.resolve(clientDir);
  const notFoundDir = path.join(client, NOT_FOUND_PRERENDER_PATH);
  const notFoundHtml = path.join(notFoundDir, "index.html");

  if (!fs.existsSync(notFoundHtml)) {
    throw new Error(
      `postbuild: ${path.relative(process.cwd(), notFoundHtml)} is missing; was the catch-all route prerendered?`,
    );
  }
  fs.renameSync(notFoundHtml, path.join(client, "404.html"));
  fs.rmSync(notFoundDir, { recursive: true, force: true });
  fs.rmSync(path.join(client, "__spa-fallback.html"), { force: true });
  console.log("postbuild: wrote 404.html");

  // Sidebar and frontmatter errors carry the whole explanation in their message.
  const manifest = getManifest();
  const pages = sitemapPaths(prerenderPaths(manifest), NOT_FOUND_PRERENDER_PATH);
  fs.writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(pages));
  fs.writeFileSync(path.join(client, "robots.txt"), robotsTxt());
  console.log(`postbuild: wrote sitemap.xml (${pages.length} pages) and robots.txt`);

  const start = performance.now();
  const site = readSite(client, manifest);
  const findings = [...checkDuplicates(manifest.duplicates), ...runChecks(site)];
  const ms = performance.now() - start;
  const errors = findings.filter((finding) => finding.severity === "error");
  if (findings.length) (errors.length ? console.error : console.warn)(`postbuild checks:\n${formatReport(findings)}`);
  console.log(
    `postbuild: checked ${site.pages.length} pages in ${ms.toFixed(0)} ms: ${errors.length} errors, ${findings.length - errors.length} warnings`,
  );
  if (errors.length) throw new Error(`postbuild: ${errors.length} check(s) failed; see the report above`);
}
