import fs from "node:fs";
import path from "node:path";
import {
  getManifest,
  NOT_FOUND_PRERENDER_PATH,
  prerenderPaths,
} from "../../app/content-pipeline/.server/content/manifest";
import { findPage } from "../../app/content-pipeline/.server/content/manifest";
import { pathKey } from "../../app/common/trailing-slash";
import { NOT_FOUND_FILE, routeOfPageFile } from "../page-files";
import type { CheckInput, CheckPage } from "./types";

/** Files whose links are written into every page: their hrefs are looked up here for a file and line. */
const SHARED_SOURCE_FILES = ["app/site-config.ts", "content/sidebars.ts"];

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/**
 * Reads a finished build into the checks' input: every prerendered HTML file
 * with its URL path and, for MDX pages, the MDX source it came from.
 */
export function readSite(clientDir: string, manifest = getManifest()): CheckInput {
  // Compared without trailing slashes: the checks look at what a link points to, not how it is written.
  const routes = new Set(
    prerenderPaths(manifest)
      .map(pathKey)
      .filter((route) => route !== NOT_FOUND_PRERENDER_PATH),
  );
  const pages: CheckPage[] = [];
  const files = new Set<string>();
  const sourceTexts = new Map<string, string>();
  for (const file of walk(clientDir)) {
    const relative = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const pagePath = relative === `/${NOT_FOUND_FILE}` ? relative : routeOfPageFile(relative);
    if (pagePath) {
      const page: CheckPage = { path: pagePath, html: fs.readFileSync(file, "utf8") };
      const entry = findPage(pagePath, manifest);
      if (entry?.source.kind === "mdx") {
        const sourceFile = path.relative(process.cwd(), entry.source.file).split(path.sep).join("/");
        if (!sourceTexts.has(sourceFile)) sourceTexts.set(sourceFile, fs.readFileSync(entry.source.file, "utf8"));
        page.sourceFile = sourceFile;
        page.sourceText = sourceTexts.get(sourceFile);
      }
      pages.push(page);
    } else {
      files.add(relative);
    }
  }
  return {
    pages,
    routes,
    files,
    sharedSources: SHARED_SOURCE_FILES.filter((file) => fs.existsSync(file)).map((file) => ({
      file,
      text: fs.readFileSync(file, "utf8"),
    })),
    imageExists: (resolved) => fs.existsSync(resolved),
  };
}
