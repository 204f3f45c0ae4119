import { execFileSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedTabForFile } from "./support/reused-tab";

/**
 * Issue #22's page frame in a real browser: the "On this page" disclosure on
 * a phone, scroll-spy on guides and on the static API pages, the skip link,
 * the breadcrumbs, the page's date and the announcement bar's height.
 * Sideways scrolling, the Copy buttons and axe are checked on every page by
 * the walk in a11y.test.ts.
 */
const shared = sharedTabForFile({ dataSaver: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const GUIDE = "/docs/guides/forms";
const API_PAGE = "/docs/api/generated/widgets.box.Class.Box";
const LONG_API_PAGE = "/docs/api/generated/lib.program.Class.Program";

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  return (await shared.tab.visit(path, { viewport })).page;
}

/**
 * Scrolls so that the heading sits where an anchor jump puts it, then returns
 * the hrefs the visible TOC marks. API members render lazily
 * (content-visibility), so a jump can move what is above the heading: it is
 * repeated until the heading stays put for two frames in a row.
 */
async function scrollToHeadingAndReadMark(page: Page, id: string): Promise<string[]> {
  return page.evaluate(async (target) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const heading = document.getElementById(target);
    if (!heading) throw new Error(`no heading #${target}`);
    const line =
      (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0);
    let still = 0;
    for (let i = 0; i < 20 && still < 2; i++) {
      const off = heading.getBoundingClientRect().top - line;
      if (Math.abs(off) <= 1) still++;
      else {
        still = 0;
        window.scrollTo({ top: window.scrollY + off, behavior: "instant" });
      }
      await frame();
    }
    await frame();
    const toc = [...document.querySelectorAll<HTMLElement>("[data-toc]")].find((el) => el.offsetParent !== null);
    return [...(toc?.querySelectorAll('a.toc-link[aria-current="true"]') ?? [])].map(
      (a) => a.getAttribute("href") ?? "",
    );
  }, id);
}

describe("On this page on a phone (390 px)", () => {
  for (const path of [GUIDE, API_PAGE]) {
    it(`opens at the top of ${path}, jumps to the section chosen and closes`, async () => {
      const page = await open(path, PHONE);
      const details = page.locator('details[data-toc="mobile"]');
      const summary = details.locator("summary");
      await expect(summary.isVisible()).resolves.toBe(true);
      // At the top of the article: above the body's first heading.
      const summaryTop = (await summary.boundingBox())?.y ?? Infinity;
      const firstHeading = (await page.locator(".mdx-content h2").first().boundingBox())?.y ?? 0;
      expect(summaryTop).toBeLessThan(firstHeading);

      await summary.click();
      await expect(details.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
      const entry = details.locator("a.toc-link").nth(2);
      const href = (await entry.getAttribute("href")) ?? "";
      await entry.click();
      await page.waitForFunction((hash) => location.hash === hash, href);
      await expect(details.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
      // The heading ends up where an anchor puts it, below the navbar, and focus goes with the reader.
      await page.waitForFunction(
        (id) => {
          const heading = document.getElementById(id);
          if (!heading) return false;
          const line =
            Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
            (Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0);
          return Math.abs(heading.getBoundingClientRect().top - line) <= 2;
        },
        decodeURIComponent(href.slice(1)),
      );
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(decodeURIComponent(href.slice(1)));
    });
  }

  it("opens from the keyboard and closes on Escape, back on its summary", async () => {
    const page = await open(GUIDE, PHONE);
    const details = page.locator('details[data-toc="mobile"]');
    await details.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(details.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(details.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("SUMMARY");
  });

  it("is not shown on a desktop, where the side column lists the sections", async () => {
    const page = await open(GUIDE, DESKTOP);
    await expect(page.locator('details[data-toc="mobile"]').isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-toc="side"]').isVisible()).resolves.toBe(true);
  });
});

describe("scroll-spy", () => {
  for (const [name, viewport] of [
    ["1280 px", DESKTOP],
    ["390 px", PHONE],
  ] as const) {
    it(`marks the section in view on a guide at ${name}`, async () => {
      const page = await open(GUIDE, viewport);
      const ids = await page
        .locator('[data-toc="side"] a.toc-link')
        .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
      expect(ids.length).toBeGreaterThan(3);
      const middle = ids[Math.floor(ids.length / 2)] ?? "";
      if (viewport === PHONE) await page.locator('details[data-toc="mobile"] summary').click();
      await expect(scrollToHeadingAndReadMark(page, middle)).resolves.toEqual([`#${middle}`]);
      const next = ids[Math.floor(ids.length / 2) + 1] ?? "";
      await expect(scrollToHeadingAndReadMark(page, next)).resolves.toEqual([`#${next}`]);
    });
  }

  it("marks the last section once the page is scrolled to its end, where its heading cannot reach the top (1280 px)", async () => {
    const page = await open(GUIDE, DESKTOP);
    const last = await page
      .locator('[data-toc="side"] a.toc-link')
      .last()
      .evaluate((a) => (a as HTMLAnchorElement).hash);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.waitForFunction(
      (hash) =>
        document.querySelector('[data-toc="side"] a.toc-link[aria-current="true"]')?.getAttribute("href") === hash,
      last,
    );
  });

  it("marks a member far down a long API page and keeps it in view in the sticky column (1280 px)", async () => {
    // Program: its own members alone fill the column several times over (Box's own members no longer do,
    // since inherited ones are folded into one entry per class).
    const page = await open(LONG_API_PAGE, DESKTOP);
    const links = page.locator('[data-toc="side"] a.toc-link');
    const count = await links.count();
    expect(count).toBeGreaterThan(50);
    const id = await links
      .nth(Math.floor(count * 0.8))
      .evaluate((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)));
    await expect(scrollToHeadingAndReadMark(page, id)).resolves.toEqual([`#${id}`]);
    // The column scrolled itself so that the marked entry is visible in it.
    await page.waitForFunction(() => {
      const column = document.querySelector("[data-toc-scroll]");
      const entry = column?.querySelector('a[aria-current="true"]');
      if (!column || !entry) return false;
      const box = column.getBoundingClientRect();
      const e = entry.getBoundingClientRect();
      return e.top >= box.top && e.bottom <= box.bottom;
    });
    // The window stayed where the reader put it: only the column moved.
    const headingTop = await page.evaluate(
      (target) => document.getElementById(target)?.getBoundingClientRect().top,
      id,
    );
    expect(headingTop).toBeGreaterThanOrEqual(0);
    expect(headingTop).toBeLessThan(200);
  });
});

describe("skip link", () => {
  for (const [name, viewport] of [
    ["1280 px", DESKTOP],
    ["390 px", PHONE],
  ] as const) {
    for (const path of [GUIDE, API_PAGE]) {
      it(`moves focus past the navigation: the next Tab reaches the article of ${path} at ${name}`, async () => {
        const page = await open(path, viewport);
        await page.keyboard.press("Tab");
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Tab");
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          const article = document.querySelector("article");
          const first = article?.querySelector<HTMLElement>(
            "a[href], button, summary, [tabindex]:not([tabindex='-1'])",
          );
          return { inArticle: Boolean(article?.contains(active)), isFirst: active === first };
        });
        expect(where).toEqual({ inArticle: true, isFirst: true });
      });
    }
  }
});

describe("page frame", () => {
  it("names the Examples page Examples in its breadcrumbs", async () => {
    const page = await open("/docs/examples", DESKTOP);
    const crumbs = await page.locator("nav[aria-label=Breadcrumbs] li").allTextContents();
    expect(crumbs.map((c) => c.replace("›", "").trim())).toEqual(["Docs", "Examples"]);
  });

  it("dates a guide from git history, and shows no edit link while docs.editUrl is unset", async () => {
    const page = await open(GUIDE, DESKTOP);
    const shallow = execFileSync("git", ["rev-parse", "--is-shallow-repository"], { encoding: "utf8" }).trim();
    const committed = execFileSync("git", ["log", "-1", "--format=%cI", "--", "content/docs/guides/forms.mdx"], {
      encoding: "utf8",
    }).trim();
    const time = page.locator(".page-source-info time");
    if (shallow === "true" || !committed) {
      await expect(time.count()).resolves.toBe(0);
    } else {
      await expect(time.getAttribute("datetime")).resolves.toBe(new Date(committed).toISOString());
      await expect(page.locator(".page-source-info").textContent()).resolves.toMatch(
        /^Last updated on \d{1,2} \w+ \d{4}$/,
      );
    }
    await expect(page.locator("[data-edit-link]").count()).resolves.toBe(0);
  });

  it("keeps the announcement bar to two lines (≤ 48 px) on a phone", async () => {
    const page = await open(GUIDE, PHONE);
    const box = await page.locator(".announcement-bar").boundingBox();
    expect(box?.height).toBeGreaterThan(0);
    expect(box?.height).toBeLessThanOrEqual(48);
  });

  it("gives sample-output captions no disclosure arrow, since they open nothing", async () => {
    const page = await open("/docs/getting-started/quick-start", DESKTOP);
    const labels = await page.locator(".sample-output-label").allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /^\s*[▸▶►]/.test(label))).toEqual([]);
  });
});
