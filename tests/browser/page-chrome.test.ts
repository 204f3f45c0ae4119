import { execFileSync } from "node:child_process";
import { PNG } from "pngjs";
import type { Locator, Page } from "playwright-core";
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

// Each check reads or moves the page it is given; a page is loaded once for all the checks at its width.

/** The skip link is the first Tab stop, and the Tab after it reaches the article's first focusable element. */
async function expectSkipLinkReachesArticle(page: Page, what: string): Promise<void> {
  await page.keyboard.press("Tab");
  await expect(
    page.evaluate(() => document.activeElement?.textContent),
    `${what}: the first Tab stop`,
  ).resolves.toBe("Skip to main content");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    const article = document.querySelector("article");
    const first = article?.querySelector<HTMLElement>("a[href], button, summary, [tabindex]:not([tabindex='-1'])");
    return { inArticle: Boolean(article?.contains(active)), isFirst: active === first };
  });
  expect(where, `${what}: the Tab after the skip link`).toEqual({ inArticle: true, isFirst: true });
}

/** On a phone: "On this page" sits at the top of the article, opens, jumps to the section chosen and closes. */
async function expectOnThisPageJumps(page: Page, what: string): Promise<void> {
  const details = page.locator('details[data-toc="mobile"]');
  const summary = details.locator("summary");
  await expect(summary.isVisible(), `${what}: On this page shown`).resolves.toBe(true);
  // At the top of the article: above the body's first heading.
  const summaryTop = (await summary.boundingBox())?.y ?? Infinity;
  const firstHeading = (await page.locator(".mdx-content h2").first().boundingBox())?.y ?? 0;
  expect(summaryTop, `${what}: On this page above the first heading`).toBeLessThan(firstHeading);

  await summary.click();
  await expect(
    details.evaluate((d: HTMLDetailsElement) => d.open),
    `${what}: opened`,
  ).resolves.toBe(true);
  const entry = details.locator("a.toc-link").nth(2);
  const href = (await entry.getAttribute("href")) ?? "";
  await entry.click();
  await page.waitForFunction((hash) => location.hash === hash, href);
  await expect(
    details.evaluate((d: HTMLDetailsElement) => d.open),
    `${what}: closed after the jump`,
  ).resolves.toBe(false);
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
  await expect(
    page.evaluate(() => document.activeElement?.id),
    `${what}: focus after the jump`,
  ).resolves.toBe(decodeURIComponent(href.slice(1)));
  // That line is below whatever sticks at the top, the navbar (hidden or not) and the contents bar.
  const clear = await page.evaluate(
    (id) => {
      const heading = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      const covers = [...document.querySelectorAll(".site-navbar, details.mobile-toc")].map(
        (element) => element.getBoundingClientRect().bottom,
      );
      return heading >= Math.max(...covers);
    },
    decodeURIComponent(href.slice(1)),
  );
  expect(clear, `${what}: the heading clear of the navbar and the contents bar`).toBe(true);
}

/** Where the contents bar sits, what it names, and whether the navbar is shown and back-to-top offered. */
async function followingBar(page: Page) {
  // The bar and the sidebar move with the navbar in 0.2 s: read once they have come to rest, the
  // scroll ended and no transition running. A fixed wait read them mid-move on a busy machine.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let lastY = Number.NaN;
        let still = 0;
        const check = () => {
          const moving = document.getAnimations().some((animation) => animation instanceof CSSTransition);
          still = !moving && window.scrollY === lastY ? still + 1 : 0;
          lastY = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  return page.evaluate(() => {
    const navbar = document.querySelector(".site-navbar");
    const bar = document.querySelector("details.mobile-toc")?.getBoundingClientRect();
    const backToTop = document.querySelector<HTMLElement>("[data-back-to-top]");
    return {
      top: bar?.top,
      navbarBottom: navbar?.hasAttribute("data-hidden") ? 0 : navbar?.getBoundingClientRect().bottom,
      right: bar && bar.right <= window.innerWidth,
      section: document.querySelector("[data-toc-current]")?.textContent ?? "",
      backToTop: backToTop?.checkVisibility() ?? false,
    };
  });
}

/**
 * On a phone the contents follow the reader: a bar sticks under the navbar (at the top while it
 * hides) naming the section being read, and Back to top appears past two screens and takes the
 * reader and the focus to the title.
 */
async function expectContentsFollow(page: Page, what: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const atTop = await followingBar(page);
  expect(atTop, `${what}: at the page's top`).toMatchObject({ section: "", backToTop: false, right: true });
  const links = page.locator('[data-toc="mobile"] a.toc-link');
  const entry = links.nth(Math.floor((await links.count()) / 2));
  const id = decodeURIComponent(((await entry.getAttribute("href")) ?? "").slice(1));
  await scrollToHeadingAndReadMark(page, id);
  const down = await followingBar(page);
  expect(down.section, `${what}: the bar names the section`).toBe(await entry.textContent());
  expect(down.navbarBottom, `${what}: scrolling down hides the navbar`).toBe(0);
  expect(down.top, `${what}: the bar at the top while the navbar hides`).toBe(0);
  await page.mouse.wheel(0, -120);
  const up = await followingBar(page);
  expect(up.navbarBottom, `${what}: scrolling up shows the navbar`).toBeGreaterThan(0);
  expect(up.top, `${what}: the bar under the navbar`).toBe(up.navbarBottom);
  expect(up.right, `${what}: the bar within the screen`).toBe(true);

  const screens = (count: number) =>
    page.evaluate((n) => window.scrollTo({ top: n * window.innerHeight, behavior: "instant" }), count);
  await screens(1.5);
  expect((await followingBar(page)).backToTop, `${what}: no Back to top 1.5 screens down`).toBe(false);
  await screens(2.5);
  expect((await followingBar(page)).backToTop, `${what}: Back to top 2.5 screens down`).toBe(true);
  await page.getByRole("button", { name: "Back to top" }).click();
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(
    page.evaluate(() => document.activeElement?.tagName),
    `${what}: the focus on the title`,
  ).resolves.toBe("H1");
  expect((await followingBar(page)).backToTop, `${what}: no Back to top back at the top`).toBe(false);
}

/** Scroll-spy on a guide: the section whose heading is on the anchor line is marked, then the next one. */
async function expectScrollSpyMarksSection(page: Page, width: string): Promise<void> {
  const ids = await page
    .locator('[data-toc="side"] a.toc-link')
    .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
  expect(ids.length, `${width}: sections in the contents`).toBeGreaterThan(3);
  const middle = ids[Math.floor(ids.length / 2)] ?? "";
  const next = ids[Math.floor(ids.length / 2) + 1] ?? "";
  await expect(scrollToHeadingAndReadMark(page, middle), `${width}: marked at ${middle}`).resolves.toEqual([
    `#${middle}`,
  ]);
  await expect(scrollToHeadingAndReadMark(page, next), `${width}: marked at ${next}`).resolves.toEqual([`#${next}`]);
}

describe("a guide", () => {
  it("on a phone (390 px): the skip link reaches the article; the announcement bar keeps to two lines (≤ 48 px); On this page opens at the top, from the keyboard too, jumps to the section chosen below the navbar and the bar, and closes, and closes on Escape back on its summary; scroll-spy marks the section in view; at 390 and 320 px the bar sticks under the navbar (at the top while it hides) naming the section, and Back to top shows past two screens", async () => {
    const page = await open(GUIDE, PHONE);
    // First: the skip link is the page's first Tab stop.
    await expectSkipLinkReachesArticle(page, `${GUIDE} at 390 px`);

    const box = await page.locator(".announcement-bar").boundingBox();
    expect(box?.height, "the announcement bar's height").toBeGreaterThan(0);
    expect(box?.height, "the announcement bar's height").toBeLessThanOrEqual(48);

    const details = page.locator('details[data-toc="mobile"]');
    await details.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(
      details.evaluate((d: HTMLDetailsElement) => d.open),
      "opened from the keyboard",
    ).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(
      details.evaluate((d: HTMLDetailsElement) => d.open),
      "closed on Escape",
    ).resolves.toBe(false);
    await expect(
      page.evaluate(() => document.activeElement?.tagName),
      "focus after Escape",
    ).resolves.toBe("SUMMARY");

    await expectOnThisPageJumps(page, GUIDE);

    // The phone's visible contents are the open disclosure's.
    await details.locator("summary").click();
    await expectScrollSpyMarksSection(page, "390 px");
    await details.locator("summary").click();

    await expectContentsFollow(page, `${GUIDE} at 390 px`);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectContentsFollow(page, `${GUIDE} at 320 px`);
  });

  it("on a desktop (1280 px): the skip link reaches the article; the side column lists the sections, not On this page; scroll-spy marks the section in view, and the last one at the page's end; when the navbar hides, the sidebar runs to the window's top and no link of the sidebar or the contents moves; dated from git history, with no edit link while docs.editUrl is unset; at 996 px the contents bar and no side column, at 997 and 1100 px the side column beside the article (at least 400 px wide) and no bar", async () => {
    const page = await open(GUIDE, DESKTOP);
    // First: the skip link is the page's first Tab stop.
    await expectSkipLinkReachesArticle(page, `${GUIDE} at 1280 px`);

    const shallow = execFileSync("git", ["rev-parse", "--is-shallow-repository"], { encoding: "utf8" }).trim();
    const committed = execFileSync("git", ["log", "-1", "--format=%cI", "--", "content/docs/guides/forms.mdx"], {
      encoding: "utf8",
    }).trim();
    const time = page.locator(".page-source-info time");
    if (shallow === "true" || !committed) {
      await expect(time.count(), "a date without git history").resolves.toBe(0);
    } else {
      await expect(time.getAttribute("datetime"), "the date").resolves.toBe(new Date(committed).toISOString());
      await expect(page.locator(".page-source-info").textContent(), "the date's text").resolves.toMatch(
        /^Last updated on \d{1,2} \w+ \d{4}$/,
      );
    }
    await expect(page.locator("[data-edit-link]").count(), "edit links").resolves.toBe(0);

    await expect(page.locator('details[data-toc="mobile"]').isVisible(), "On this page").resolves.toBe(false);
    await expect(page.locator('[data-toc="side"]').isVisible(), "the side column's contents").resolves.toBe(true);

    // The links of the sidebar and of the side contents, where they are drawn in the window.
    const chrome = () =>
      page.evaluate(() => ({
        navbarHidden: document.querySelector(".site-navbar")?.hasAttribute("data-hidden"),
        sidebarTop: document.querySelector(".docs-frame-sidebar")?.getBoundingClientRect().top,
        sidebarLink: document.querySelector(".docs-frame-sidebar a")?.getBoundingClientRect().top,
        contentsLink: document.querySelector(".side-toc a")?.getBoundingClientRect().top,
      }));
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await page.waitForFunction(() => !document.querySelector(".site-navbar")?.hasAttribute("data-hidden"));
    const shown = await chrome();
    await expectScrollSpyMarksSection(page, "1280 px");
    // Scrolled down, the navbar hides: the sidebar's column runs to the window's top (no blank band),
    // and no link moves, at once or over the following frames: a click on its way lands where aimed.
    await page.waitForFunction(() => document.querySelector(".site-navbar")?.hasAttribute("data-hidden"));
    const hidden = [];
    for (let frame = 0; frame < 20; frame += 1) {
      hidden.push(await chrome());
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    expect(shown.navbarHidden, "the navbar, scrolled up").toBe(false);
    expect(new Set(hidden.map((state) => JSON.stringify(state)))).toEqual(
      new Set([JSON.stringify({ ...shown, navbarHidden: true })]),
    );
    expect(shown.sidebarTop, "the sidebar's column, from the window's top").toBe(0);

    // The last section's heading cannot reach the top: scrolled to the end, it is marked all the same.
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

    // The spec's desktop breakpoint on the same load, back at the top as a load leaves it: which
    // contents show is CSS alone (app.css), so a resize shows what a load at that width would.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const contents = () =>
      page.evaluate(() => ({
        bar: document.querySelector<HTMLElement>('details[data-toc="mobile"]')?.checkVisibility() ?? false,
        column: document.querySelector<HTMLElement>('[data-toc="side"]')?.checkVisibility() ?? false,
        article: Math.round(document.querySelector("article")?.getBoundingClientRect().width ?? 0),
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
    await page.setViewportSize({ width: 996, height: 800 });
    expect(await contents(), "996 px").toMatchObject({ bar: true, column: false, pageOverflow: 0 });
    for (const width of [997, 1100]) {
      await page.setViewportSize({ width, height: 800 });
      const seen = await contents();
      expect(seen, `${width} px`).toMatchObject({ bar: false, column: true, pageOverflow: 0 });
      expect(seen.article, `${width} px: the article's width`).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("an API page", () => {
  it(`on a phone (390 px): the skip link reaches the article of ${API_PAGE}; On this page opens at its top, jumps to the section chosen and closes`, async () => {
    const page = await open(API_PAGE, PHONE);
    // First: the skip link is the page's first Tab stop.
    await expectSkipLinkReachesArticle(page, `${API_PAGE} at 390 px`);
    await expectOnThisPageJumps(page, API_PAGE);
  });

  it(`on a desktop (1280 px): the skip link reaches the article of ${API_PAGE}`, async () => {
    const page = await open(API_PAGE, DESKTOP);
    await expectSkipLinkReachesArticle(page, `${API_PAGE} at 1280 px`);
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

describe("page frame", () => {
  it("names the Examples page Examples in its breadcrumbs", async () => {
    const page = await open("/docs/examples", DESKTOP);
    const crumbs = await page.locator("nav[aria-label=Breadcrumbs] li").allTextContents();
    expect(crumbs.map((c) => c.replace("›", "").trim())).toEqual(["Docs", "Examples"]);
  });

  it("gives sample-output captions no disclosure arrow, since they open nothing", async () => {
    const page = await open("/docs/getting-started/quick-start", DESKTOP);
    const labels = await page.locator(".sample-output-label").allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /^\s*[▸▶►]/.test(label))).toEqual([]);
  });
});

/**
 * How green each side edge of a captured picture is drawn: the mean of green over red in a strip
 * 3 px wide just inside its border. The pan cue is a green glow; the terminal's background is near black.
 */
async function edgeGlow(page: Page, figure: Locator): Promise<{ left: number; right: number }> {
  const box = await figure.boundingBox();
  if (!box) throw new Error("the picture is not drawn");
  const greenness = async (x: number) => {
    const shot = PNG.sync.read(
      await page.screenshot({ clip: { x, y: box.y + 2, width: 3, height: Math.floor(box.height) - 4 } }),
    );
    let sum = 0;
    for (let i = 0; i < shot.data.length; i += 4) sum += (shot.data[i + 1] ?? 0) - (shot.data[i] ?? 0);
    return sum / (shot.data.length / 4);
  };
  return { left: await greenness(box.x + 1), right: await greenness(box.x + box.width - 4) };
}

describe("a captured picture wider than the article", () => {
  it("an 80-column one pans sideways on a phone (390 and 320 px) with a green glow on the edge that has more columns, and fits with no glow at 1280 px", async () => {
    const page = await open("/docs/getting-started/installation", PHONE);
    const figure = page.locator("figure[data-sample-output]:has(pre[style*='--cols:80'])").first();
    await figure.scrollIntoViewIfNeeded();
    const pans = () => figure.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    const GLOW = 30;
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await figure.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
      expect(await pans(), `${width} px: pans`).toBe(true);
      const atStart = await edgeGlow(page, figure);
      expect(atStart.right, `${width} px, at the left end: the right edge glows`).toBeGreaterThan(GLOW);
      expect(atStart.left, `${width} px, at the left end: the left edge does not`).toBeLessThan(GLOW);
      await figure.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
      const atEnd = await edgeGlow(page, figure);
      expect(atEnd.left, `${width} px, at the right end: the left edge glows`).toBeGreaterThan(GLOW);
      expect(atEnd.right, `${width} px, at the right end: the right edge does not`).toBeLessThan(GLOW);
    }
    await page.setViewportSize(DESKTOP);
    await figure.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
    await figure.scrollIntoViewIfNeeded();
    expect(await pans(), "1280 px: pans").toBe(false);
    const wide = await edgeGlow(page, figure);
    expect(Math.max(wide.left, wide.right), "1280 px: no edge glows").toBeLessThan(GLOW);
  });
});
