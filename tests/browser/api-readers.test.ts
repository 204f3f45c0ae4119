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
import { sharedTabForFile } from "./support/reused-tab";
import { baseUrl } from "./support/site";

const API = "/docs/api/generated";
const PAGES = { Box: "widgets.box.Class.Box", List: "widgets.list.Class.List", Screen: "widgets.screen.Class.Screen" };
/**
 * The widths below 1280 px at which a page's options are also checked as rows that wrap, on its
 * 1280 px load resized: the table's layout is CSS alone (the body is static HTML). Box's and
 * List's 390 px rows are checked on their own phone loads, which need a load at that width.
 */
const ROWS_ON_RESIZE: Record<keyof typeof PAGES, { width: number; height: number }[]> = {
  Box: [{ width: 1100, height: 900 }],
  List: [],
  Screen: [{ width: 390, height: 844 }],
};
const INTERNAL = /^[_$]/;

const shared = sharedTabForFile({ dataSaver: true });

const PHONE = { width: 390, height: 844 };

const open = (
  slug: string,
  {
    hash = "",
    viewport = { width: 1280, height: 900 },
    beforeLoad,
  }: Parameters<typeof shared.tab.visit>[1] & {
    hash?: string;
  } = {},
) => shared.tab.visit(`${API}/${slug}${hash}`, { viewport, beforeLoad });

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

/** Where the element's top is, against its anchor line just below the navbar (the page's scroll padding). */
const onAnchorLine = (page: Page, id: string) =>
  page.waitForFunction((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    const line = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return !!box && Math.abs(box.top - line) <= 2;
  }, id);

const FULL = "data-full-layout";
const fullLayout = (page: Page) => page.evaluate((attr) => document.documentElement.hasAttribute(attr), FULL);

// Each check below reads the page as it is and leaves it as it found it (a fold opened is closed
// again), so one load of a page serves them all.

/** _ and $ members: out of the contents and the main lists, and in a folded Internal members section. */
async function expectInternalsFolded(page: Page, slug: string): Promise<void> {
  const toc = await page.locator('[data-document-html="toc"] a').allTextContents();
  expect(toc.length, "entries in the contents").toBeGreaterThan(5);
  expect(
    toc.filter((text) => INTERNAL.test(text.trim())),
    "internal members in the contents",
  ).toEqual([]);
  // Member headings outside any fold: the page's own, public members.
  const main = await page
    .locator('[data-document-html="body"] h3[id]')
    .evaluateAll((els) =>
      els.filter((el) => !el.closest("details")).map((el) => el.querySelector("code")?.textContent ?? ""),
    );
  expect(main.length, "members outside the folds").toBeGreaterThan(0);
  expect(
    main.filter((name) => INTERNAL.test(name)),
    "internal members outside the folds",
  ).toEqual([]);
  const internals =
    model(slug)
      .groups?.flatMap((g) => g.members)
      .filter((m) => INTERNAL.test(m.name)) ?? [];
  expect(internals.length, "internal members in the model").toBeGreaterThan(0);
  const fold = page.locator("#internal-members + details");
  await expect(fold.locator("summary").textContent()).resolves.toBe(`Show ${internals.length} internal members`);
  await expect(fold.textContent()).resolves.toContain("TypeScript declares them public");
  for (const member of internals) expect(await fold.locator(`h4[id="${member.id}"]`).count(), member.name).toBe(1);
}

/** Inherited and internal members: folded on load, opened and closed on a click. */
async function expectFoldsToggle(page: Page): Promise<void> {
  const folds = page.locator('[data-document-html="body"] details');
  expect(await folds.count(), "folds").toBeGreaterThanOrEqual(2);
  expect(
    await folds.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length),
    "folds open on load",
  ).toBe(0);
  for (const [name, fold] of [
    ["internal members", page.locator("#internal-members + details")],
    ["first fold", folds.first()],
  ] as const) {
    const firstMember = fold.locator("h4").first();
    expect(await firstMember.isVisible(), `${name}: first member visible while folded`).toBe(false);
    // Polled: the click resolves once Chromium has the input, and on a busy machine the page
    // may handle it a moment later (read at once, CI saw the fold still closed).
    await fold.locator("summary").click();
    await expect.poll(() => fold.evaluate((el) => (el as HTMLDetailsElement).open), { timeout: 5000 }).toBe(true);
    await expect.poll(() => firstMember.isVisible(), { timeout: 5000 }).toBe(true);
    await fold.locator("summary").click();
    await expect.poll(() => firstMember.isVisible(), { timeout: 5000 }).toBe(false);
  }
}

/** Every option the constructor takes, with a default column, all in view at 1280 px. */
async function expectEveryOption(page: Page, slug: string): Promise<void> {
  const tables = page.locator("table.api-opts");
  await expect(tables.first().locator("thead th").allTextContents()).resolves.toEqual([
    "Option",
    "Type",
    "Default",
    "What it does",
  ]);
  const names = await tables.locator("tbody tr td:first-child").allTextContents();
  expect([...names].sort(), "options listed").toEqual((model(slug).options?.options.map((o) => o.name) ?? []).sort());
  expect(names.length, "options listed").toBeGreaterThan(20);
  const defaults = await tables.locator("tbody tr td:nth-child(3)").allTextContents();
  expect(
    defaults.every((text) => text.trim() !== ""),
    "every option has a default",
  ).toBe(true);
  // At 1280 px every column is in view: "What it does" is not past the table's right edge.
  expect(
    await page.locator(".api-opts-scroll").evaluate((el) => el.scrollWidth - el.clientWidth),
    "the table's overflow at 1280 px",
  ).toBe(0);
  const unread = (model(slug).options?.options ?? []).filter((o) => o.neverRead).map((o) => o.name);
  const does = await tables.locator("tbody tr td:last-child").allTextContents();
  const said = names.filter((_, i) => does[i]?.startsWith("Does nothing: no code of the library reads it."));
  expect(said.sort(), "options said to do nothing").toEqual(unread.sort());
}

/**
 * On a phone the options are rows that wrap, each within the screen: the name and the type on one
 * line, the default under them, what it does under that; no token cut, nothing scrolled sideways.
 * The column headings are still there for screen readers.
 */
async function expectOptionRows(page: Page, slug: string): Promise<void> {
  expect(await page.locator(".api-opts-part").count(), "390 px: parts").toBe(partsOf(slug));
  const layout = await page.evaluate(async () => {
    for (const part of document.querySelectorAll(".api-opts-part")) {
      part.scrollIntoView();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    const rows = [...document.querySelectorAll("table.api-opts tbody tr")];
    const misplaced = rows
      .filter((row) => {
        const [name, type, value, does] = [...row.children].map((cell) => cell.getBoundingClientRect());
        if (!name || !type || !value || !does) return true;
        const onScreen = [name, type, value, does].every((box) => box.left >= 0 && box.right <= window.innerWidth);
        const nameAndType = Math.abs(name.top - type.top) < 4;
        const thenDefault = value.top >= Math.max(name.bottom, type.bottom) - 0.5;
        // An option whose comment says nothing has an empty cell, which takes no line.
        const said = (row.children[3]?.textContent ?? "") !== "";
        const thenWhatItDoes = does.top >= value.bottom - 0.5 && (does.height > 0 || !said);
        return !(onScreen && nameAndType && thenDefault && thenWhatItDoes);
      })
      .map((row) => row.querySelector("td")?.textContent);
    const cut = [...document.querySelectorAll<HTMLElement>("table.api-opts td code")]
      .filter((code) => {
        const cell = code.closest("td")?.getBoundingClientRect();
        return !cell || [...code.getClientRects()].some((r) => r.right > cell.right + 0.5 || r.left < cell.left - 0.5);
      })
      .map((code) => code.textContent);
    const scroller = document.querySelector(".api-opts-scroll");
    const headers = [...document.querySelectorAll("table.api-opts")].map((table) =>
      [...table.querySelectorAll("th")].map((th) => th.textContent).join("/"),
    );
    return {
      rows: rows.length,
      misplaced,
      cut,
      sideways: (scroller?.scrollWidth ?? 0) - (scroller?.clientWidth ?? 0),
      page: document.documentElement.scrollWidth - window.innerWidth,
      headers: [...new Set(headers)],
    };
  });
  expect(layout).toEqual({
    rows: model(slug).options?.options.length,
    misplaced: [],
    cut: [],
    sideways: 0,
    page: 0,
    headers: ["Option/Type/Default/What it does"],
  });
}

/** The options as one table in parts, each part's cells naming their column, no token cut. */
async function expectPartsAsOneTable(page: Page, slug: string, width: number): Promise<void> {
  const parts = page.locator(".api-opts-part");
  expect(await parts.count(), `${width} px: parts`).toBe(partsOf(slug));
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
  expect(layout.headers, `${width} px: headers`).toEqual(["Option/Type/Default/What it does"]);
  expect(layout.cut, `${width} px: tokens cut`).toEqual([]);
  // The next part's first row starts where the last part's ends: one border between them, no gap.
  expect(layout.rowGaps, `${width} px: gaps between parts`).toEqual([0]);
}

describe.each(Object.entries(PAGES) as [keyof typeof PAGES, string][])("%s", (name, slug) => {
  it(`at 1280 px keeps _ and $ members out of the contents and main lists, in a folded Internal members section; folds inherited members, opening a fold on a click or from the contents; lists every option with its default in one table of parts${ROWS_ON_RESIZE[name].map(({ width }) => `; at ${width} px shows its options as rows that wrap within the width, no token cut`).join("")}`, async () => {
    const { page, errors } = await open(slug);
    await expectInternalsFolded(page, slug);
    await expectFoldsToggle(page);
    await expectEveryOption(page, slug);
    await expectPartsAsOneTable(page, slug, 1280);

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

    for (const viewport of ROWS_ON_RESIZE[name]) {
      await page.setViewportSize(viewport);
      await expectOptionRows(page, slug);
    }
    expect(errors).toEqual([]);
  });
});

describe("on a phone (390 px)", () => {
  it("Box leaves its later sections out of the first frame and lays each out as it nears the viewport; its options show as rows that wrap within the screen (name and type, default, what it does), no token cut", async () => {
    // Read as the load ends, as a `goto` returns: before hydration, what the first frame is made from.
    const firstFrame: { read?: Promise<{ deferred: string[]; full: boolean }> } = {};
    const { page, errors } = await open(PAGES.Box, {
      viewport: PHONE,
      beforeLoad: (page) =>
        page.once("load", () => {
          firstFrame.read = page.evaluate(
            (attr) => ({
              deferred: [...document.querySelectorAll(".later-section")].map(
                (el) => getComputedStyle(el).contentVisibility,
              ),
              full: document.documentElement.hasAttribute(attr),
            }),
            FULL,
          );
        }),
    });
    const first = await firstFrame.read;
    expect(first?.full, "first frame: the whole page laid out").toBe(false);
    expect(first?.deferred.length, "first frame: sections laid out later").toBeGreaterThanOrEqual(4);
    expect(new Set(first?.deferred), "first frame: their content-visibility").toEqual(new Set(["auto"]));
    expect(await fullLayout(page), "hydrated: the whole page laid out").toBe(false);
    // Far below, a section is skipped until the reader gets there, then drawn.
    const drawn = () =>
      page.evaluate(() =>
        document.getElementById("inherited-members")?.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await drawn(), "inherited members drawn before the reader gets there").toBe(false);
    await page.evaluate(() => document.getElementById("inherited-members")?.scrollIntoView());
    await expect.poll(drawn).toBe(true);

    await expectOptionRows(page, PAGES.Box);
    expect(errors).toEqual([]);
  });

  it("List lays out only the options parts near the top in the first frame and the rest when the reader gets there; a jump from the contents, before the scripts run and after hydration, lands on its heading; a fragment changed on the page opens another group and scrolls to it; the options show as rows that wrap within the screen", async () => {
    const { page, errors } = await open(PAGES.List, { viewport: PHONE });
    const rendered = () =>
      page
        .locator(".api-opts-part")
        .evaluateAll((parts) =>
          parts.map((part) => part.querySelector("table")?.checkVisibility({ contentVisibilityAuto: true })),
        );
    const first = await rendered();
    expect(first.length, "options parts").toBe(partsOf(PAGES.List));
    expect(first.length, "options parts").toBeGreaterThan(5);
    // None, one or two of them, by the viewport's height: the whole table was about 650 elements.
    expect(first.filter((shown) => !shown).length, "parts left out of the first frame").toBeGreaterThanOrEqual(
      first.length - 2,
    );

    // Before anything else scrolls: the jump passes over sections not laid out yet.
    await page.locator("details.mobile-toc > summary").click();
    await page.locator('details.mobile-toc a[href="#internal-members"]').click();
    await onAnchorLine(page, "internal-members");

    await page.locator(".api-opts-part").last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);

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

    await expectOptionRows(page, PAGES.List);
    expect(errors).toEqual([]);

    // A new document without the app's code: the page's own HTML and CSS must land the jump.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl()}${API}/${PAGES.List}`);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window), "the app's code, once blocked").toBe(
      false,
    );
    await page.locator("details.mobile-toc > summary").click();
    await page.locator('details.mobile-toc a[href="#internal-members"]').click();
    await onAnchorLine(page, "internal-members");
  });

  it("lays out the whole page for a load with a fragment", async () => {
    const { page } = await open(PAGES.List, { hash: "#internal-members", viewport: { width: 390, height: 900 } });
    expect(await fullLayout(page)).toBe(true);
    expect(await inView(page, "h2#internal-members")).toBe(true);
  });
});

describe("deep links into a fold", () => {
  it("a link to an inherited member opens its group and lands on it", async () => {
    const { page, errors } = await open(PAGES.Box, { hash: "#method-render" });
    expect(await page.locator("details#inherited-from-element").evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      true,
    );
    expect(await inView(page, "h4#method-render")).toBe(true);
    expect(errors).toEqual([]);
  });
});
