import fs from "node:fs";
import path from "node:path";
import { loadApiPage } from "../app/content-pipeline/.server/content/generated-api";
import type { PageEntry, SiteManifest } from "../app/content-pipeline/.server/content/manifest";
import { apiPageToMarkdown } from "../app/api-reference/.server/api-markdown-twin";
import { absoluteUrl, guideToMarkdown } from "../app/content-pipeline/.server/markdown/guide-markdown";
import { markdownPath } from "../contracts/markdown-path";
import type { SidebarItem } from "../contracts/navigation";
import { CURRENT_VERSION, DOCS_VERSIONS, LATEST_RELEASE_VERSION, type DocsVersion } from "../contracts/docs-versions";
import { siteConfig } from "../app/site-config";

/**
 * The docs for programs: every page as Markdown next to its HTML, an
 * `llms.txt` index that links to each of them, and `llms-full.txt` with
 * every guide in reading order plus a compact API reference.
 */
export async function writeMarkdown(client: string, manifest: SiteManifest): Promise<{ pages: number; bytes: number }> {
  const markdown = new Map<string, string>();
  for (const page of manifest.pages) markdown.set(page.path, await pageMarkdown(page));

  let bytes = 0;
  for (const [pagePath, text] of markdown) {
    const file = path.join(client, markdownPath(pagePath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    bytes += Buffer.byteLength(text);
  }
  const index = llmsTxt(manifest);
  const missing = manifest.pages.filter((page) => !index.includes(`](${absoluteUrl(markdownPath(page.path))})`));
  if (missing.length)
    throw new Error(`llms.txt misses ${missing.length} pages: ${missing.map((p) => p.path).join(", ")}`);
  fs.writeFileSync(path.join(client, "llms.txt"), index);
  fs.writeFileSync(path.join(client, "llms-full.txt"), llmsFullTxt(manifest, markdown));
  return { pages: markdown.size, bytes };
}

async function pageMarkdown(page: PageEntry): Promise<string> {
  if (page.source.kind === "mdx") {
    return guideToMarkdown({ file: page.source.file, title: page.title, description: page.description });
  }
  return apiPageToMarkdown(await loadApiPage(page.source.slug, page.source.version));
}

function entry(page: PageEntry): string {
  return `- [${page.title}](${absoluteUrl(markdownPath(page.path))})${page.description ? `: ${oneLine(page.description)}` : ""}`;
}

/** Sections follow the sidebar; pages it does not reach (most API pages) are listed by module after it. */
export function llmsTxt(manifest: SiteManifest): string {
  const listed = new Set<string>();
  const sections: string[] = [];
  const linksOf = (items: readonly SidebarItem[]): PageEntry[] =>
    items.flatMap((item) => {
      const own = item.href ? [manifest.byPath.get(item.href)] : [];
      const nested = item.type === "category" ? linksOf(item.items) : [];
      return [...own, ...nested].filter((page): page is PageEntry => page !== undefined);
    });
  for (const item of manifest.sidebar) {
    const pages = linksOf([item]).filter((page) => !listed.has(page.path));
    pages.forEach((page) => listed.add(page.path));
    if (pages.length) sections.push(`## ${item.label}\n\n${pages.map(entry).join("\n")}`);
  }
  const rest = manifest.pages.filter((page) => !listed.has(page.path));
  // Guides outside the sidebar first, then each version's reference (Next first), by module.
  const bySection = new Map<string, { rank: number; pages: PageEntry[] }>();
  for (const page of rest) {
    const [title, rank] =
      page.source.kind === "api"
        ? [apiSection(page.source.version, page.source.slug), DOCS_VERSIONS.indexOf(page.source.version)]
        : [OTHER_PAGES, -1];
    const section = bySection.get(title) ?? { rank, pages: [] };
    section.pages.push(page);
    bySection.set(title, section);
  }
  for (const [title, { pages }] of [...bySection].sort(([a, x], [b, y]) => x.rank - y.rank || a.localeCompare(b))) {
    sections.push(`## ${title}\n\n${pages.map(entry).join("\n")}`);
  }
  return (
    [
      `# ${siteConfig.title}`,
      `> ${siteConfig.tagline}. These docs describe @unblessed/core, @unblessed/node and @unblessed/blessed ${CURRENT_VERSION.release}${olderApis()}. Every page below is Markdown; the HTML page is the same URL without \`.md\`.`,
      ...sections,
    ].join("\n\n") + "\n"
  );
}

/** Every guide in reading order, then one line per API declaration. */
function llmsFullTxt(manifest: SiteManifest, markdown: ReadonlyMap<string, string>): string {
  const guides = manifest.pages.filter((page) => page.source.kind === "mdx");
  const api = manifest.pages.filter((page) => page.source.kind === "api");
  const order = readingOrder(manifest.sidebar);
  guides.sort((a, b) => rank(order, a.path) - rank(order, b.path));
  const parts = guides.map((page) => `${markdown.get(page.path) ?? ""}\nSource: ${absoluteUrl(page.path)}\n`);
  const reference = api.map(
    (page) =>
      `- ${page.title}${page.source.kind === "api" && page.source.version !== CURRENT_VERSION ? ` (${page.source.version.label})` : ""} — ${absoluteUrl(markdownPath(page.path))}${page.description ? `: ${oneLine(page.description)}` : ""}`,
  );
  return `${parts.join("\n---\n\n")}\n---\n\n# API reference (compact)\n\n${reference.join("\n")}\n`;
}

/** Guides that are not in the sidebar (a version's home page). */
const OTHER_PAGES = "More pages";

/** The llms.txt section of an API page: its version (when not the current one) and its module. */
function apiSection(version: DocsVersion, slug: string): string {
  const module = slug.split(".").slice(0, 2).join(".") || "index";
  return version === CURRENT_VERSION ? `API reference: ${module}` : `API reference ${version.label}: ${module}`;
}

/** The other versions' references, named in the summary so that a reader of llms.txt knows they exist. */
function olderApis(): string {
  const others = DOCS_VERSIONS.filter((version) => version !== CURRENT_VERSION);
  return others
    .map(
      (v) =>
        `; the API reference of @unblessed/core ${v.release}${v === LATEST_RELEASE_VERSION ? " (what `npm install` gives today)" : ""} is under ${v.apiBase}`,
    )
    .join("");
}

function readingOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.href ? [item.href] : []),
    ...(item.type === "category" ? readingOrder(item.items) : []),
  ]);
}

function rank(order: readonly string[], pagePath: string): number {
  const index = order.indexOf(pagePath);
  return index === -1 ? order.length : index;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
