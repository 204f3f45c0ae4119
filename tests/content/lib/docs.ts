// Shared knowledge about the docs tree: where it lives and which pages the
// spec requires (/work/shared/SPEC.md, "Doc pages under /docs").
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const DOCS_DIR = path.join(REPO_ROOT, "content/docs");

export const SPEC_PAGES = [
  "getting-started/introduction",
  "getting-started/installation",
  "getting-started/quick-start",
  "getting-started/migration-from-blessed",
  "concepts/architecture",
  "concepts/runtime-system",
  "concepts/widgets",
  "concepts/rendering",
  "concepts/events",
  "platforms/nodejs",
  "platforms/browser",
  "platforms/differences",
  "advanced/custom-widgets",
  "advanced/performance",
  "advanced/troubleshooting",
  "examples/index",
  "examples/getting-started/simple-box",
  "examples/getting-started/interactive-list",
  "examples/getting-started/dashboard",
] as const;

/** `examples/index` is served at `/docs/examples` (content/README.md). */
export function routeOf(page: string): string {
  return `/docs/${page.replace(/(^|\/)index$/, "")}`.replace(/\/$/, "");
}

export function pageFile(page: string): string {
  return path.join(DOCS_DIR, `${page}.mdx`);
}

export function readPage(page: string): string {
  return readFileSync(pageFile(page), "utf8");
}

/** Every .mdx under content/docs, as page ids like `concepts/events`. */
export function allPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith(".mdx") ? [path.relative(DOCS_DIR, full).replace(/\.mdx$/, "")] : [];
    });
  return walk(DOCS_DIR).sort();
}
