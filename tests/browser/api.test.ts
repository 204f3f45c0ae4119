import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENTRY } from "../../build-scripts/api/generate-api";
import { decodeEntities } from "../../build-scripts/checks/html";
import { pageFileOf } from "../../build-scripts/site-layout/page-files";
import { TEST_BUILD_DIR } from "../support/test-build";
import { exportedNames } from "../integration/api/export-list";
import { launchChromium, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { walkPages } from "./support/page-walk";
import { baseUrl, prerenderedHtml, prerenderedPaths, specRoutes } from "./support/site";

const API = "/docs/api/generated";
// Widgets inherit 200+ members and show each one's whole doc comment, examples
// included; the serialised loader data repeats the page's content once more.
// ListTable, the heaviest, is about 450 KB (about 62 KB gzipped).
const MAX_PAGE_BYTES = 480 * 1024;

/** One member's markup on a prerendered API page: its h3 to the end of its section. */
function memberHtml(slug: string, id: string): string {
  const html = prerenderedHtml(`${API}/${slug}`);
  const start = html.indexOf(`<h3 id="${id}"`);
  if (start === -1) throw new Error(`${slug} has no member #${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ""));
/** "Inherited from", "Overrides", "Signature from": the lines that differ from page to page. */
const withoutRelations = (html: string) => html.replace(/<p class="api-rel">.*?<\/p>/g, "");

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("API reference: prerendering", () => {
  it("prerenders every spec API route whose symbol the release exports", () => {
    const built = new Set(prerenderedPaths());
    const exported = new Set(exportedNames(path.resolve(DEFAULT_ENTRY)));
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
        bytes: fs.statSync(path.resolve(TEST_BUILD_DIR, "client", pageFileOf(route))).size,
      }))
      .sort((a, b) => b.bytes - a.bytes);
    expect(sizes.length).toBeGreaterThan(150);
    expect(sizes[0]?.bytes ?? 0, sizes[0]?.route).toBeLessThan(MAX_PAGE_BYTES);
  });
});

describe("API reference: doc comments in the prerendered HTML", () => {
  it("Box shows inherited setBorderColors with its parameter description and example, as Element does", () => {
    const onBox = memberHtml("widgets.box.Class.Box", "method-setbordercolors");
    expect(textOf(onBox)).toContain("Inherited from Element");
    expect(textOf(onBox)).toContain("colors: (string | number)[]Array of colors (names, hex codes, or numeric codes)");
    expect(onBox).toMatch(/Example<\/p><figure[^>]*><div class="api-code"><pre class="shiki/);
    expect(textOf(onBox)).toContain("const colors = generateRainbow(box.getBorderLength());");
    const onElement = memberHtml("widgets.element.Class.Element", "method-setbordercolors");
    expect(withoutRelations(onBox)).toBe(withoutRelations(onElement));
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

describe("API reference: every page renders", () => {
  it("each API page returns 200 with an h1 and hydrates without console errors", async () => {
    const failures = await walkPages(
      browser,
      prerenderedPaths().filter((p) => p.startsWith(API)),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});

describe("API reference: Box and Screen", () => {
  it("Box lists its members, and an inherited member links to Element", async () => {
    const { page, errors } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}${API}/widgets.box.Class.Box`);
    await waitForHydration(page);
    await waitForText(page, "h1", /Box/);
    for (const id of ["constructor", "method-setcontent", "method-render", "property-type", "accessor-width"]) {
      expect(await page.locator(`h3#${id}`).count(), id).toBe(1);
    }
    const inherited = page
      .locator("section.api-m", { has: page.locator("h3#method-setcontent") })
      .locator(".api-rel a");
    await expect(inherited.textContent()).resolves.toBe("Element");
    await expect(inherited.getAttribute("href")).resolves.toBe(
      `${API}/widgets.element.Class.Element#method-setcontent`,
    );
    expect(errors).toEqual([]);
  });

  it("a deep link to a member lands on its heading, which carries an anchor link", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}${API}/widgets.screen.Class.Screen#method-render`);
    await waitForHydration(page);
    const heading = page.locator("h3#method-render");
    await expect(heading.locator("a.heading-anchor").getAttribute("href")).resolves.toBe("#method-render");
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
  });

  it("Screen's type links navigate client-side to the type's page", async () => {
    const { page, errors } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}${API}/widgets.screen.Class.Screen`);
    await waitForHydration(page);
    expect(await page.locator("h3#method-render").count()).toBe(1);
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
    expect(sameDocument).toBe(true);
    expect(errors).toEqual([]);
  });

  it("the index lists every module", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}${API}`);
    await waitForHydration(page);
    for (const module of ["widgets.box", "widgets.terminal", "runtime", "lib.program"]) {
      expect(await page.locator(`a[href="${API}/${module}"]`).count(), module).toBeGreaterThan(0);
    }
  });
});
