// Structural checks on the prose: the spec's pages exist with frontmatter,
// have real substance, and link only to routes that will exist.
import { describe, expect, it } from "vitest";
import { listApiPages } from "../../app/content-pipeline/.server/content/generated-api";
import { readPageSource } from "../../app/content-pipeline/.server/content/page-source";
import { DOCS_VERSIONS, versionedApiHref } from "../../contracts/docs-versions";
import { guideHeadings } from "../../app/search/.server/collect-guides";
import { landing } from "../../content/landing";
import { PLAYGROUND } from "../../contracts/playground";
import { specRoutes } from "../support/spec-routes";
import { allPages, pageFile, routeOf, SPEC_PAGES } from "./lib/docs";

/** Pages `npm run generate` wrote; none before the first generate (the spec's routes still apply). */
function generatedApiRoutes(): string[] {
  try {
    return DOCS_VERSIONS.flatMap((version) =>
      listApiPages(version).map((page) => versionedApiHref(version, page.slug)),
    );
  } catch {
    return [];
  }
}

const SPEC_ROUTES = new Set([...specRoutes(), ...generatedApiRoutes()]);

/** Body without fenced code, so code neither counts as prose nor as links. */
function stripCode(body: string): string {
  return body.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[^\S\n]*$/gm, "");
}

function wordCount(body: string): number {
  const text = stripCode(body)
    .replace(/<[^>]+>/g, " ") // JSX tags such as <Tab label="npm">
    .replace(/\]\([^)]*\)/g, "]") // link targets are not words
    .replace(/`[^`]*`/g, "x"); // inline code counts as one word
  return (text.match(/[A-Za-z0-9][\w'’.-]*/g) ?? []).length;
}

/** Heading ids as the compiled page has them (contracts/heading-ids.ts). */
function headingSlugs(page: string): Set<string> {
  return new Set(guideHeadings(pageFile(page)).map((heading) => heading.id));
}

/** Root-relative links in Markdown `](…)`, JSX `href="…"`/`to="…"`. */
function internalLinks(body: string): string[] {
  const prose = stripCode(body).replace(/`[^`\n]*`/g, "");
  const found = [...prose.matchAll(/\]\((\/[^)\s]*)\)|\b(?:href|to)="(\/[^"]*)"/g)];
  return found.map((m) => m[1] ?? m[2] ?? "");
}

const DOC_ROUTES = new Map(allPages().map((page) => [routeOf(page), page] as const));
/** Pages outside /docs that content may link to. */
const SITE_ROUTES: ReadonlySet<string> = new Set([PLAYGROUND.path]);

function checkLink(link: string): string | undefined {
  const [route = "", anchor] = link.split("#");
  const page = DOC_ROUTES.get(route);
  if (page !== undefined) {
    if (anchor === undefined) return undefined;
    return headingSlugs(page).has(anchor) ? undefined : `no heading #${anchor} on ${route}`;
  }
  if (SITE_ROUTES.has(route) && anchor === undefined) return undefined;
  if (!SPEC_ROUTES.has(route)) return `unknown route ${route}`;
  // API pages are generated; their anchors are not under our control.
  return anchor === undefined ? undefined : `anchor into generated page ${link}`;
}

// The spec's pages must exist; every other page (the guides, for one) meets the same bar.
const CHECKED_PAGES = [...new Set<string>([...SPEC_PAGES, ...allPages()])];

describe.each(CHECKED_PAGES.map((page) => ({ page })))("$page", ({ page }) => {
  const { data, body: content } = readPageSource(pageFile(page));

  it("has a title and a one-sentence description", () => {
    expect(typeof data.title).toBe("string");
    expect(String(data.description ?? "").length).toBeGreaterThan(20);
  });

  it("starts its body at h2 (the title is the h1)", () => {
    expect(stripCode(content)).not.toMatch(/^#\s/m);
  });

  it.skipIf(page === "examples/index")("has at least 300 words of prose", () => {
    expect(wordCount(content)).toBeGreaterThanOrEqual(300);
  });

  it("links only to existing docs pages, headings and API routes", () => {
    const broken = internalLinks(content).flatMap((link) => checkLink(link) ?? []);
    expect(broken).toEqual([]);
  });
});

describe("content/landing.ts", () => {
  it("has the shape the site engineer renders", () => {
    expect(landing.hero.title.length).toBeGreaterThan(0);
    expect(landing.hero.tagline.length).toBeGreaterThan(0);
    expect(landing.intro.split(/\s+/).length).toBeGreaterThan(20);
    expect(landing.highlights.length).toBeGreaterThanOrEqual(4);
    expect(landing.highlights.length).toBeLessThanOrEqual(6);
    expect(landing.sample.lang).toBe("ts");
    expect(landing.calls.map((c) => c.to)).toEqual([
      "/docs/getting-started/introduction",
      "/docs/getting-started/installation",
      "/docs/gallery",
      PLAYGROUND.path,
    ]);
  });

  it("links only to routes that exist", () => {
    const broken = landing.calls.flatMap((c) => checkLink(c.to) ?? []);
    expect(broken).toEqual([]);
  });
});

describe("the link checker itself", () => {
  it("rejects unknown routes, bad anchors and anchors into API pages", () => {
    expect(checkLink("/docs/nope")).toMatch(/unknown route/);
    expect(checkLink("/docs/api/generated/widgets.box.Class.Box#constructor")).toMatch(/anchor into generated/);
    expect(checkLink("/docs/api/generated/widgets.box.Class.Box")).toBeUndefined();
    expect(checkLink("/docs/advanced/troubleshooting#no-such-heading")).toMatch(/no heading/);
  });
});
