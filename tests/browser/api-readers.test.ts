// The API class pages as a reader uses them (issue #24): internals out of the
// contents and the main lists, inherited members folded by class, folds that
// open and close, deep links into a fold, and the Options table.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DeclarationPageData } from "../../contracts/api-model";
import { API_MODEL_DIR } from "../../contracts/api-paths";
import { OPTION_ROWS_PER_PART } from "../../app/api-reference/ui/options-table";
import { openWatchedPage, waitForHydration } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { baseUrl } from "./support/site";

const API = "/docs/api/generated";
const PAGES = { Box: "widgets.box.Class.Box", List: "widgets.list.Class.List", Screen: "widgets.screen.Class.Screen" };
const INTERNAL = /^[_$]/;

const shared = sharedTabForFile({ dataSaver: true });

const open = (slug: string, hash = "", width = 1280) =>
  shared.tab.visit(`${API}/${slug}${hash}`, { viewport: { width, height: 900 } });

const model = (slug: string) =>
  JSON.parse(readFileSync(path.join(API_MODEL_DIR, "pages", `${slug}.json`), "utf8")) as DeclarationPageData;

/** How many parts the page's options table is shown in. */
const partsOf = (slug: string) => Math.ceil((model(slug).options?.options.length ?? 0) / OPTION_ROWS_PER_PART);

/** Whether the element is on screen: laid out, and its top inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
  });

describe.each(Object.entries(PAGES))("%s", (_name, slug) => {
  it("keeps _ and $ members out of the contents and the main lists, and in a folded Internal members section", async () => {
    const { page, errors } = await open(slug);
    const toc = await page.locator('[data-document-html="toc"] a').allTextContents();
    expect(toc.length).toBeGreaterThan(5);
    expect(toc.filter((text) => INTERNAL.test(text.trim()))).toEqual([]);
    // Member headings outside any fold: the page's own, public members.
    const main = await page
      .locator('[data-document-html="body"] h3[id]')
      .evaluateAll((els) =>
        els.filter((el) => !el.closest("details")).map((el) => el.querySelector("code")?.textContent ?? ""),
      );
    expect(main.length).toBeGreaterThan(0);
    expect(main.filter((name) => INTERNAL.test(name))).toEqual([]);
    const internals =
      model(slug)
        .groups?.flatMap((g) => g.members)
        .filter((m) => INTERNAL.test(m.name)) ?? [];
    expect(internals.length).toBeGreaterThan(0);
    const fold = page.locator("#internal-members + details");
    await expect(fold.locator("summary").textContent()).resolves.toBe(`Show ${internals.length} internal members`);
    await expect(fold.textContent()).resolves.toContain("TypeScript declares them public");
    for (const member of internals) expect(await fold.locator(`h4[id="${member.id}"]`).count(), member.name).toBe(1);
    expect(errors).toEqual([]);
  });

  it("folds inherited and internal members by default, and opens and closes them on click", async () => {
    const { page } = await open(slug);
    const folds = page.locator('[data-document-html="body"] details');
    expect(await folds.count()).toBeGreaterThanOrEqual(2);
    expect(await folds.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length)).toBe(0);
    for (const fold of [page.locator("#internal-members + details"), folds.first()]) {
      const firstMember = fold.locator("h4").first();
      expect(await firstMember.isVisible()).toBe(false);
      // Polled: the click resolves once Chromium has the input, and on a busy machine the page
      // may handle it a moment later (read at once, CI saw the fold still closed).
      await fold.locator("summary").click();
      await expect.poll(() => fold.evaluate((el) => (el as HTMLDetailsElement).open), { timeout: 5000 }).toBe(true);
      await expect.poll(() => firstMember.isVisible(), { timeout: 5000 }).toBe(true);
      await fold.locator("summary").click();
      await expect.poll(() => firstMember.isVisible(), { timeout: 5000 }).toBe(false);
    }
  });

  it("lists every option the constructor takes, with a default column", async () => {
    const { page } = await open(slug);
    const tables = page.locator("table.api-opts");
    await expect(tables.first().locator("thead th").allTextContents()).resolves.toEqual([
      "Option",
      "Type",
      "Default",
      "What it does",
    ]);
    const names = await tables.locator("tbody tr td:first-child").allTextContents();
    expect([...names].sort()).toEqual((model(slug).options?.options.map((o) => o.name) ?? []).sort());
    expect(names.length).toBeGreaterThan(20);
    const defaults = await tables.locator("tbody tr td:nth-child(3)").allTextContents();
    expect(defaults.every((text) => text.trim() !== "")).toBe(true);
    // At 1280 px every column is in view: "What it does" is not past the table's right edge.
    expect(await page.locator(".api-opts-scroll").evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const unread = (model(slug).options?.options ?? []).filter((o) => o.neverRead).map((o) => o.name);
    const does = await tables.locator("tbody tr td:last-child").allTextContents();
    const said = names.filter((_, i) => does[i]?.startsWith("Does nothing: no code of the library reads it."));
    expect(said.sort()).toEqual(unread.sort());
  });

  it("shows the options as one table in parts, each part's cells naming their column, no token cut", async () => {
    for (const width of [1280, 390]) {
      const { page } = await open(slug, "", width);
      const parts = page.locator(".api-opts-part");
      expect(await parts.count()).toBe(partsOf(slug));
      // Scrolled through, every part is laid out, as a reader sees them.
      const layout = await page.evaluate(async () => {
        for (const part of document.querySelectorAll(".api-opts-part")) {
          part.scrollIntoView();
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        }
        const tables = [...document.querySelectorAll<HTMLTableElement>("table.api-opts")];
        const columns = tables.map((table) =>
          [...table.querySelectorAll("th")].map((th) => Math.round(th.getBoundingClientRect().width)).join("/"),
        );
        const headers = tables.map((table) => [...table.querySelectorAll("th")].map((th) => th.textContent).join("/"));
        // A code token wider than its cell, or sticking out of it (the widths are fixed).
        const cut = [...document.querySelectorAll<HTMLElement>("table.api-opts td:not(:last-child) code")]
          .filter((code) => {
            const cell = code.closest("td")?.getBoundingClientRect();
            if (!cell) return true;
            return [...code.getClientRects()].some((r) => r.right > cell.right + 0.5 || r.left < cell.left - 0.5);
          })
          .map((code) => code.textContent);
        // Where a part's first row starts against where the part before ends its last: rows, not tables.
        const rowGaps = tables.slice(1).map((table, i) => {
          const above = tables[i]?.querySelector("tbody tr:last-child")?.getBoundingClientRect().bottom ?? NaN;
          const top = table.querySelector("tbody tr")?.getBoundingClientRect().top ?? NaN;
          return Math.abs(top - above) <= 0.5 ? 0 : 1;
        });
        return { columns: new Set(columns).size, headers: [...new Set(headers)], cut, rowGaps: [...new Set(rowGaps)] };
      });
      expect(layout.columns, `${width} px: one set of column widths`).toBe(1);
      expect(layout.headers).toEqual(["Option/Type/Default/What it does"]);
      expect(layout.cut, `${width} px`).toEqual([]);
      // The next part's first row starts where the last part's ends: one border between them, no gap.
      expect(layout.rowGaps, `${width} px`).toEqual([0]);
    }
  });
});

describe("the options table's parts on a phone's first frame", () => {
  it("lays out only the parts near the top; the rest when the reader gets there", async () => {
    const { page } = await open(PAGES.List, "", 390);
    const rendered = () =>
      page
        .locator(".api-opts-part")
        .evaluateAll((parts) =>
          parts.map((part) => part.querySelector("table")?.checkVisibility({ contentVisibilityAuto: true })),
        );
    const first = await rendered();
    expect(first.length).toBe(partsOf(PAGES.List));
    expect(first.length).toBeGreaterThan(5);
    // None, one or two of them, by the viewport's height: the whole table was about 650 elements.
    expect(first.filter((shown) => !shown).length).toBeGreaterThanOrEqual(first.length - 2);
    await page.locator(".api-opts-part").last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
  });
});

describe("deep links into a fold", () => {
  it("a link to an inherited member opens its group and lands on it", async () => {
    const { page, errors } = await open(PAGES.Box, "#method-render");
    expect(await page.locator("details#inherited-from-element").evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      true,
    );
    expect(await inView(page, "h4#method-render")).toBe(true);
    expect(errors).toEqual([]);
  });

  it("a fragment changed on the page opens another group and scrolls to it, on a phone too", async () => {
    const { page } = await open(PAGES.List, "", 390);
    await page.evaluate(() => {
      window.location.hash = "#method-emit";
    });
    await page.waitForFunction(
      () => (document.querySelector("details#inherited-from-eventemitter") as HTMLDetailsElement | null)?.open === true,
    );
    await page.waitForFunction(() => {
      const box = document.querySelector("h4#method-emit")?.getBoundingClientRect();
      return !!box && box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
    });
  });

  it("the contents link to a fold opens it", async () => {
    const { page } = await open(PAGES.Screen);
    // The side column's copy: the contents are also in the "On this page" disclosure, hidden on a desktop.
    const link = page
      .locator('[data-document-html="toc"] a[href^="#inherited-from-"]')
      .filter({ visible: true })
      .first();
    const id = (await link.getAttribute("href"))?.slice(1) ?? "";
    await link.click();
    await page.waitForFunction(
      (target) => (document.getElementById(target) as HTMLDetailsElement | null)?.open === true,
      id,
    );
  });
});

// A class page's later sections (options, member groups) are laid out when
// they near the viewport, which shortens a phone's first frame; every jump
// must still land on its line (app/api-reference/ui/defer-sections.ts).
describe("sections laid out later", () => {
  const FULL = "data-full-layout";

  it("leaves them out of the first frame, and lays each out as it nears the viewport", async () => {
    const { page, errors } = await openWatchedPage(shared.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}${API}/${PAGES.Box}`);
    const first = await page.evaluate(() => ({
      deferred: [...document.querySelectorAll(".api-later")].map((el) => getComputedStyle(el).contentVisibility),
      full: document.documentElement.hasAttribute("data-full-layout"),
    }));
    expect(first.full).toBe(false);
    expect(first.deferred.length).toBeGreaterThanOrEqual(4);
    expect(new Set(first.deferred)).toEqual(new Set(["auto"]));
    await waitForHydration(page);
    expect(await page.evaluate((attr) => document.documentElement.hasAttribute(attr), FULL)).toBe(false);
    // Far below, a section is skipped until the reader gets there, then drawn.
    const drawn = () =>
      page.evaluate(() =>
        document.getElementById("inherited-members")?.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await drawn()).toBe(false);
    await page.evaluate(() => document.getElementById("inherited-members")?.scrollIntoView());
    await expect.poll(drawn).toBe(true);
    expect(errors).toEqual([]);
  });

  it("lays out the whole page for a load with a fragment", async () => {
    const { page } = await open(PAGES.List, "#internal-members", 390);
    expect(await page.evaluate((attr) => document.documentElement.hasAttribute(attr), FULL)).toBe(true);
    expect(await inView(page, "h2#internal-members")).toBe(true);
  });

  it.each([
    ["before the scripts run", true],
    ["after hydration", false],
  ])("a jump from the phone's contents %s lands on its heading", async (_when, blockScripts) => {
    const { page } = await openWatchedPage(shared.browser, { viewport: { width: 390, height: 844 } });
    if (blockScripts) await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl()}${API}/${PAGES.List}`);
    if (!blockScripts) await waitForHydration(page);
    await page.locator("details.mobile-toc > summary").click();
    await page.locator('details.mobile-toc a[href="#internal-members"]').click();
    // On its anchor line: just below the navbar (the page's scroll padding), as on a guide.
    await page.waitForFunction(() => {
      const box = document.getElementById("internal-members")?.getBoundingClientRect();
      const line = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return !!box && Math.abs(box.top - line) <= 2;
    });
  });
});
