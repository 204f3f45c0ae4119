import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiVersionSource, entryPointOf } from "../../app/content-pipeline/.server/content/api-versions";
import { CURRENT_VERSION, DOCS_VERSIONS, versionedApiHref } from "../../contracts/docs-versions";
import { NAMES_LIVE_ATTRIBUTE } from "../../contracts/sample-types";
import { decodeEntities } from "../../build-scripts/checks/html";
import { pageFileOf } from "../../build-scripts/page-files";
import { exportedNames } from "../integration/api/export-list";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { specRoutes } from "../support/spec-routes";
import { baseUrl, CLIENT_DIR, prerenderedHtml, prerenderedPaths as walkBuild } from "./support/site";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/**
 * Reads React Router's data the way the browser does: the hydration data
 * inlined in a prerendered page, and a `.data` file (client navigations).
 */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

async function decode(text: string): Promise<unknown> {
  return (await decodeViaTurboStream(streamOf(text), globalThis)).value;
}

/** The loader data, by route id, that a prerendered page hydrates with. */
async function hydrationLoaderData(html: string): Promise<Record<string, unknown>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1] ?? '""') as string,
  );
  const state = (await decode(chunks.join(""))) as { loaderData: Record<string, unknown> };
  return state.loaderData;
}

/** The loader data, by route id, of a `.data` file. */
async function dataFileLoaderData(text: string): Promise<Record<string, unknown>> {
  const routes = (await decode(text)) as Record<string, { data?: unknown }>;
  return Object.fromEntries(Object.entries(routes).map(([id, result]) => [id, result.data]));
}

const API = "/docs/api/generated";
// Widgets inherit 200+ members and show each one's whole doc comment, examples
// included; the serialised loader data repeats the page's content once more.
// ListTable, the heaviest, is about 450 KB (about 62 KB gzipped).
const MAX_PAGE_BYTES = 480 * 1024;

/** One member's markup on a prerendered API page: its heading (h3, h4 in a fold) to the end of its section. */
function memberHtml(slug: string, id: string): string {
  const html = prerenderedHtml(`${API}/${slug}`);
  const start = html.search(new RegExp(`<h[34] id="${id}"`));
  if (start === -1) throw new Error(`${slug} has no member #${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ""));
/** "Inherited from", "Overrides", "Signature from": the lines that differ from page to page. */
const withoutRelations = (html: string) => html.replace(/<p class="api-rel">.*?<\/p>/g, "");
/** A member's documentation without its heading and source line, which a fold leaves out. */
const docOf = (html: string) =>
  withoutRelations(html.slice(html.indexOf("</h", 4) + 5)).replace(/<p class="api-src">.*?<\/p>/g, "");

// The build does not change while the file runs: its pages are listed, and the API pages read, once.
let builtPaths: string[] | undefined;
const prerenderedPaths = () => (builtPaths ??= walkBuild());

// The shared tab's tests are not about prefetching (the own page of the prefetch test is): on a data-saver
// connection a page's load is not doubled by prefetching the pages it links to.
const shared = sharedTabForFile({ dataSaver: true });

describe("API reference: prerendering", () => {
  it("prerenders every spec API route whose symbol the release exports", () => {
    const built = new Set(prerenderedPaths());
    // The generator's DEFAULT_ENTRY, read from where it reads it: importing the generator for one
    // constant loaded all of it (TypeDoc's conversion, Shiki), the larger part of this file's import time.
    const exported = new Set(exportedNames(path.resolve(entryPointOf(apiVersionSource(CURRENT_VERSION)))));
    const missing = specRoutes()
      .filter((route) => route.startsWith(API) && !built.has(route))
      // A declaration page may only be missing when its symbol is not exported.
      .filter((route) => {
        const symbol = /\.(?:Class|Interface|Function|TypeAlias|Variable)\.(\w+)$/.exec(route)?.[1];
        return symbol === undefined || exported.has(symbol);
      });
    expect(missing).toEqual([]);
  });

  it(`keeps every API page under ${MAX_PAGE_BYTES / 1024} KB of HTML`, () => {
    const sizes = prerenderedPaths()
      .filter((route) => route.startsWith(API))
      .map((route) => ({
        route,
        bytes: fs.statSync(path.resolve(CLIENT_DIR, pageFileOf(route))).size,
      }))
      .sort((a, b) => b.bytes - a.bytes);
    expect(sizes.length).toBeGreaterThan(150);
    expect(sizes[0]?.bytes ?? 0, sizes[0]?.route).toBeLessThan(MAX_PAGE_BYTES);
  });
});

describe("API reference: doc comments in the prerendered HTML", () => {
  it("Box shows inherited setBorderColors with its parameter description and example, as Element does", () => {
    const onBox = memberHtml("widgets.box.Class.Box", "method-setbordercolors");
    const boxHtml = prerenderedHtml(`${API}/widgets.box.Class.Box`);
    const fold = boxHtml.slice(boxHtml.indexOf('<details id="inherited-from-element"'));
    expect(fold.slice(0, fold.indexOf("</details>"))).toContain('<h4 id="method-setbordercolors"');
    expect(textOf(onBox)).toContain("colors: (string | number)[]Array of colors (names, hex codes, or numeric codes)");
    expect(onBox).toMatch(/Example<\/p><figure[^>]*><div class="api-code"><pre class="shiki/);
    expect(textOf(onBox)).toContain("const colors = generateRainbow(box.getBorderLength());");
    const onElement = memberHtml("widgets.element.Class.Element", "method-setbordercolors");
    expect(docOf(onBox)).toBe(docOf(onElement));
  });

  it("Program shows what it inherits from EventEmitterBase, which has no page, briefly and with the source line that has the rest", () => {
    const html = prerenderedHtml(`${API}/lib.program.Class.Program`);
    const fold = html.slice(html.indexOf('<details id="inherited-from-eventemitterbase"'));
    expect(textOf(fold.slice(0, fold.indexOf("</details>")))).toContain("EventEmitterBase has no page of its own");
    const emit = memberHtml("lib.program.Class.Program", "method-emit");
    expect(textOf(emit)).toContain("Synchronously calls each of the listeners registered for the event");
    // The comment's second paragraph ("Returns true if …") and its tags stay at the source line.
    expect(textOf(emit)).not.toContain("Returns true if");
    expect(textOf(emit)).not.toContain("since");
    expect(emit).toMatch(
      /class="api-src">Defined in <a href="https:\/\/app\.unpkg\.com\/@unblessed\/core@[^"]+index\.d\.ts#L\d+"/,
    );
  });

  it("List shows scrollTo, from ScrollableMethods, with its description and parameters", () => {
    const scrollTo = memberHtml("widgets.list.Class.List", "method-scrollto");
    expect(scrollTo).toContain(`href="${API}/lib.scrolling.Interface.ScrollableMethods#method-scrollto"`);
    const text = textOf(scrollTo);
    expect(text).toContain("Signature from ScrollableMethods");
    expect(text).toContain("scrollTo(offset: number, always?: boolean): void");
    expect(text).toContain("Scroll the content to an absolute index.");
    expect(text).toContain("offset: numberThe absolute scroll position (line/item index)");
  });
});

interface ApiPageHtml {
  route: string;
  html: string;
  kind: string | undefined;
}

let apiPagesRead: ApiPageHtml[] | undefined;

/** Every prerendered API page, with the kind its title badge names. */
function apiPages(): ApiPageHtml[] {
  return (apiPagesRead ??= readApiPages());
}

function readApiPages(): ApiPageHtml[] {
  return prerenderedPaths()
    .filter((route) => route.startsWith(API))
    .map((route) => {
      const html = fs.readFileSync(path.resolve(CLIENT_DIR, pageFileOf(route)), "utf8");
      return { route, html, kind: /<h1\b[^>]*>.*?data-kind="([^"]+)"/s.exec(html)?.[1] };
    });
}

/** The markup between a region's opening tag and the next region (the TOC follows the body). */
const region = (html: string, name: string) =>
  html.split(`data-document-html="${name}"`)[1]?.split("data-document-html=")[0] ?? "";

// Every page is checked from its files; the browser then hydrates one page of
// each kind. The body is static HTML, so pages of one kind differ only in data.
describe("API reference: every page's HTML and data", () => {
  it("has a titled h1 and the body as markup, once: blank in the hydration data, whole in the .data file", async () => {
    const failures: string[] = [];
    for (const { route, html, kind } of apiPages()) {
      const slug = route === API ? "" : route.slice(API.length + 1);
      if (!kind) failures.push(`${route}: no kind badge in the h1`);
      if (!html.includes(`data-api-page="${slug}"`)) failures.push(`${route}: no body markup`);
      const hydration = (await hydrationLoaderData(html))["catch-all"] as ApiData | undefined;
      if (hydration?.kind !== "api") failures.push(`${route}: hydration data is not an API page`);
      else if (Object.values(hydration.documentHtml).some((value) => value !== ""))
        failures.push(`${route}: the hydration data repeats the markup`);
      const dataFile = fs.readFileSync(path.resolve(CLIENT_DIR, `.${route}.data`), "utf8");
      const data = (await dataFileLoaderData(dataFile))["catch-all"] as ApiData | undefined;
      if (!data?.documentHtml.body.includes(`data-api-page="${slug}"`))
        failures.push(`${route}: the .data file lacks the body`);
      if (data && hydration?.kind === "api" && data.hasToc !== hydration.hasToc)
        failures.push(`${route}: hydration and .data disagree about the TOC`);
    }
    expect(failures).toEqual([]);
  });

  it("gives class pages a TOC of every section, own member and folded group, in page order", () => {
    const { html } = apiPages().find((page) => page.route === `${API}/widgets.screen.Class.Screen`) ?? { html: "" };
    const tocTargets = [...region(html, "toc").matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    const targets = [...region(html, "body").matchAll(/<(?:h[23]|details) id="([^"]+)"/g)].map((match) => match[1]);
    expect(tocTargets.length).toBeGreaterThan(50);
    expect(tocTargets).toEqual(targets);
  });
});

interface ApiData {
  kind: "api";
  hasToc: boolean;
  documentHtml: { body: string; toc: string };
}

const BOX = `${API}/widgets.box.Class.Box`;

describe("API reference: one page of each kind hydrates", () => {
  it("returns 200 with an h1 and hydrates without console errors, and the index lists every module", async () => {
    const byKind = new Map<string, string>();
    for (const { route, kind } of apiPages()) if (kind && !byKind.has(kind)) byKind.set(kind, route);
    expect([...byKind.keys()].sort()).toEqual([
      "class",
      "function",
      "index",
      "interface",
      "module",
      "typeAlias",
      "variable",
    ]);
    // The class page walked is Box, loaded and checked the same way by the Box test below.
    byKind.delete("class");
    const failures: string[] = [];
    // One visit resets the tab; the pages after the first load in turn in it, each still its first load
    // (what these pages show does not depend on storage), without a reset's extra load apiece.
    const routes = [...byKind.values()];
    const { page, errors, response: firstResponse } = await shared.tab.visit(routes[0] ?? API);
    for (const [index, route] of routes.entries()) {
      let response = firstResponse;
      if (index > 0) {
        errors.length = 0;
        response = await page.goto(baseUrl() + route);
        await waitForHydration(page);
      }
      const h1 = (
        await page
          .locator("h1")
          .first()
          .textContent({ timeout: 2000 })
          .catch(() => null)
      )?.trim();
      if (response?.status() !== 200) failures.push(`${route}: status ${response?.status()}`);
      if (!h1) failures.push(`${route}: no h1`);
      if (errors.length) failures.push(`${route}: ${errors.join(" | ")}`);
      if (route !== API) continue;
      for (const module of ["widgets.box", "widgets.terminal", "runtime", "lib.program"]) {
        if ((await page.locator(`a[href="${API}/${module}"]`).count()) === 0)
          failures.push(`${route}: no link to ${module}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("API reference: Box and Screen", () => {
  it("Box answers 200 and lists its own members, and its inherited ones in a fold that links to Element; a member's copy-link button copies its URL; a modifier click on a body link is left to the browser", async () => {
    const { page, context, errors, response } = await shared.tab.visit(BOX, {
      beforeLoad: (page) => page.context().grantPermissions(["clipboard-read", "clipboard-write"]),
    });
    expect(response?.status(), "Box's status").toBe(200);
    await waitForText(page, "h1", /Box/);
    for (const id of ["constructor", "property-type"]) expect(await page.locator(`h3#${id}`).count(), id).toBe(1);
    const fold = page.locator("details#inherited-from-element");
    for (const id of ["method-setcontent", "method-render", "accessor-width"]) {
      expect(await fold.locator(`h4#${id}`).count(), id).toBe(1);
    }
    await expect(fold.locator("summary").textContent()).resolves.toMatch(/^From Element \(\d+\)$/);
    const owner = fold.locator(".api-rel a").first();
    await expect(owner.getAttribute("href")).resolves.toBe(`${API}/widgets.element.Class.Element`);

    const button = page.getByRole("button", { name: "Copy link to type" });
    await page.locator("h3#property-type").hover();
    await button.click();
    await waitForText(page, "#property-type button[data-copy-link]", "copied");
    await expect(
      page.evaluate(() => navigator.clipboard.readText()),
      "the copied link",
    ).resolves.toBe(`${baseUrl()}${BOX}#property-type`);

    const opened = context.waitForEvent("page");
    await page
      .locator(`[data-document-html="body"] a[href="${API}/widgets.element.Class.Element"]`)
      .first()
      .click({ modifiers: ["Control"] });
    // Opened in a new tab, whose page this test has no use for.
    await (await opened).close();
    expect(new URL(page.url()).pathname, "after a modifier click").toBe(BOX);

    // The names of its examples show what the compiler says of them, as a guide's samples do.
    await page.locator(`html[${NAMES_LIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
    const example = page.locator("pre[data-named-code]", { hasText: "box.setContent('Data loaded!')" }).first();
    expect(await example.getAttribute("tabindex"), "one Tab stop per example").toBe("0");
    await example.locator("[data-qi]", { hasText: /^setContent$/ }).hover();
    const popover = page.locator(".name-popover");
    await popover.waitFor({ state: "visible", timeout: 5000 });
    expect(await popover.textContent()).toContain("(method) Element.setContent(content: string");
    expect(
      await popover.getByRole("link", { name: "Element.setContent in the API reference" }).getAttribute("href"),
    ).toBe(`${API}/widgets.element.Class.Element#method-setcontent`);
    // Another version's examples are read against other declarations than the pinned ones: no names there.
    const older = DOCS_VERSIONS.find((version) => version !== CURRENT_VERSION);
    if (older) expect(prerenderedHtml(versionedApiHref(older, "widgets.box.Class.Box"))).not.toContain(" data-qi=");
    expect(errors).toEqual([]);
  });

  it("a deep link to a member lands on its heading, which carries an anchor link; Screen's type links navigate client-side to the type's page", async () => {
    const { page, errors } = await shared.tab.visit(`${API}/widgets.screen.Class.Screen#method-render`);
    const heading = page.locator("h3#method-render");
    expect(await heading.count()).toBe(1);
    await expect(heading.locator("a.heading-anchor").getAttribute("href")).resolves.toBe("#method-render");
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top, "the deep link's heading: in view").toBeGreaterThanOrEqual(0);
    expect(top, "the deep link's heading: near the top").toBeLessThan(400);

    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page
      .locator("section.api-m", { has: page.locator("h3#constructor") })
      .locator(`a[href="${API}/widgets.screen.Interface.ScreenOptions"]`)
      .first()
      .click();
    await page.waitForURL(/widgets\.screen\.Interface\.ScreenOptions$/);
    await waitForText(page, "h1", /ScreenOptions/);
    const sameDocument = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(sameDocument, "the type link's navigation was client-side").toBe(true);
    expect(errors).toEqual([]);
  });
});

// The body is static HTML: its behaviour comes from listeners on the body element.
describe("API reference: the static body's links", () => {
  // API bodies link to API pages, whose data React Router never prefetches (the
  // route has a clientLoader): a guide link is put into the body before hydration.
  const QUICK_START = "/docs/getting-started/quick-start";

  it("prefetches a body link's page as it scrolls into view, and on hover, and navigates client-side on click", async () => {
    // Phone-sized first: the sidebar's own Quick start link is hidden, the footer's far below.
    const { page, errors } = await openWatchedPage(shared.browser, { viewport: { width: 390, height: 800 } });
    await page.addInitScript((href) => {
      document.addEventListener("DOMContentLoaded", () => {
        const link = Object.assign(document.createElement("a"), { href, textContent: "Quick start", id: "guide" });
        document.querySelector('[data-document-html="body"] h1, [data-document-html="body"] p')?.before(link);
      });
    }, QUICK_START);
    await page.goto(`${baseUrl()}${BOX}`);
    await waitForHydration(page);
    await page.locator(`link[rel=prefetch][href*="${QUICK_START}.data"]`).waitFor({ state: "attached" });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator("a#guide").click();
    await waitForText(page, "h1", "Quick start");
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      "the body link's navigation was client-side",
    ).toBe(true);

    // Then on a desktop without visibility prefetching (added after the first load): only the hover can fetch it.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.addInitScript(() => {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.goto(`${baseUrl()}${BOX}`);
    await waitForHydration(page);
    // What the page fetches by itself has been fetched by then.
    await page.waitForLoadState("networkidle");
    expect(
      await page.locator(`link[rel=prefetch][href*="${QUICK_START}.data"]`).count(),
      "prefetched before the hover",
    ).toBe(0);
    await page.locator("a#guide").hover();
    await page.locator(`link[rel=prefetch][href*="${QUICK_START}.data"]`).waitFor({ state: "attached" });
    expect(errors).toEqual([]);
  });
});
