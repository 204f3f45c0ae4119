import type { ConsoleMessage, Page, Request } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { clientNavigate, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { afterFullLoad, sleep } from "./support/shell";
import { baseUrl } from "./support/site";

/** Records window.scrollY on every animation frame into `window.__scrollSamples`. */
async function startScrollSampler(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __scrollSamples: number[] };
    w.__scrollSamples = [];
    const sample = () => {
      w.__scrollSamples.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const scrollSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);

/**
 * Records, on every animation frame (after React's commit and layout effects,
 * before the paint), the scroll position and the page's h1: what each painted
 * frame shows.
 */
async function startFrameSampler(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: { y: number; h1: string }[] };
    w.__frames = [];
    const sample = () => {
      w.__frames.push({ y: window.scrollY, h1: document.querySelector("h1")?.textContent?.trim() ?? "" });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const frameSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { y: number; h1: string }[] }).__frames);

/** Waits until the window has not scrolled for a few frames. */
async function waitForScrollToSettle(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          if (window.scrollY === last) still += 1;
          else still = 0;
          last = window.scrollY;
          if (still >= 10) resolve(window.scrollY);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Marks the document: the mark is still there after a navigation only if that navigation was client-side. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

// The shared tab's page outlives the test: what a test listens to on it stops listening when the test ends.

/** Full document loads of `page` from now until the end of the test. */
function countLoadsInTest(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  const onLoad = () => {
    counter.count += 1;
  };
  page.on("load", onLoad);
  onTestFinished(() => {
    page.off("load", onLoad);
  });
  return counter;
}

/** Console messages of `type` ("warning", …) that `page` logs from now until the end of the test. */
function consoleInTest(page: Page, type: string): string[] {
  const messages: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === type) messages.push(message.text());
  };
  page.on("console", onConsole);
  onTestFinished(() => {
    page.off("console", onConsole);
  });
  return messages;
}

/** Calls `onRequest` for every request `page` makes from now until the end of the test. */
function onRequestInTest(page: Page, onRequest: (request: Request) => void): void {
  page.on("request", onRequest);
  onTestFinished(() => {
    page.off("request", onRequest);
  });
}

const shared = sharedTabForFile();

const INTRO = "/docs/getting-started/introduction";
const QUICK_START = "/docs/getting-started/quick-start";
const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name, exact: true });
const NAVBAR_HEIGHT = 56;

/** How many prefetch tags the page has for `path`'s data. */
const prefetched = (page: Page, path: string) => page.locator(`link[rel=prefetch][href*="${path}.data"]`).count();

/** The top of an element relative to the viewport. */
const topOf = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? NaN, selector);

describe("route progress bar", () => {
  it("never appears for a route change that ends within 200 ms", async () => {
    const { page, errors } = await openWatchedPage(shared.browser);
    // The page's clock, so that "within 200 ms" holds on a busy machine too: it runs while the page
    // loads, stands still during the route change, and then jumps well past the delay.
    await page.clock.install();
    await page.goto(baseUrl() + INTRO);
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.evaluate(() => {
      const w = window as unknown as { __sawProgress: boolean };
      w.__sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector("[role=progressbar]")) w.__sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await sidebarLink(page, "Installation").click();
    await waitForText(page, "h1", "Installation");
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("scrolling on route change", () => {
  // One visit of the introduction, scrolled far down, serves four route changes to the quick start and back.
  it("shows a progress bar while a slow change loads, the new page at its top from its first frame, the old position again on Back, and only jumps for a reader who prefers reduced motion", async () => {
    const { page, errors } = await shared.tab.visit(INTRO);
    const farDown = 1200;
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), farDown);
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt, "the introduction scrolls far enough down to tell a restored position from the top").toBe(farDown);

    // A change slower than the progress bar's 200 ms delay.
    await page.route("**/*.data*", async (route) => {
      await sleep(800);
      await route.continue();
    });
    await startFrameSampler(page);
    await sidebarLink(page, "Quick start").click();
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await bar.waitFor({ timeout: 700 });
    await waitForText(page, "h1", "Quick start");
    await bar.waitFor({ state: "detached", timeout: 2000 });
    await waitForScrollToSettle(page);
    const onNewPage = (await frameSamples(page)).filter((frame) => frame.h1.includes("Quick start"));
    expect(onNewPage.length, "frames painted of the new page").toBeGreaterThan(0);
    // Every frame that shows the new page, the first included, is at its top.
    expect(
      onNewPage.filter((frame) => frame.y !== 0),
      "frames of the new page not at its top",
    ).toEqual([]);
    await page.unroute("**/*.data*");

    await page.goBack();
    await waitForText(page, "h1", "Introduction");
    const restored = await waitForScrollToSettle(page);
    expect(Math.abs(restored - leftAt), `Back restores ${leftAt}, not ${restored}`).toBeLessThan(5);

    await page.emulateMedia({ reducedMotion: "reduce" });
    try {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), farDown);
      await startScrollSampler(page);
      await sidebarLink(page, "Quick start").click();
      await waitForText(page, "h1", "Quick start");
      expect(await waitForScrollToSettle(page), "reduced motion: where the new page settles").toBe(0);
      expect(
        (await scrollSamples(page)).filter((y) => y > 5 && y < farDown - 5),
        "reduced motion: positions between the old page's and the top",
      ).toEqual([]);
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
    expect(errors).toEqual([]);
  });

  it("lands a deep link's first load below the navbar, another page's anchor below the navbar in its first frame, and scrolls smoothly to an in-page anchor", async () => {
    const { page, errors } = await shared.tab.visit(`${QUICK_START}#step-by-step`);
    await waitForScrollToSettle(page);
    const deep = await topOf(page, "#step-by-step");
    expect(deep, "deep link: below the navbar").toBeGreaterThanOrEqual(NAVBAR_HEIGHT);
    expect(deep, "deep link: right below the navbar").toBeLessThan(NAVBAR_HEIGHT + 40);

    await markDocument(page);
    await clientNavigate(page, INTRO);
    await waitForText(page, "h1", "Introduction");
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await startFrameSampler(page);
    await clientNavigate(page, `${QUICK_START}#step-by-step`);
    await waitForText(page, "h1", "Quick start");
    const settled = await waitForScrollToSettle(page);
    const onNewPage = (await frameSamples(page)).filter((frame) => frame.h1.includes("Quick start"));
    expect(onNewPage.length, "frames painted of the new page").toBeGreaterThan(0);
    expect(
      onNewPage.filter((frame) => Math.abs(frame.y - settled) > 1),
      "frames of the new page away from its anchor",
    ).toEqual([]);
    const top = await topOf(page, "#step-by-step");
    expect(top, "another page's anchor: below the navbar").toBeGreaterThanOrEqual(NAVBAR_HEIGHT);
    expect(top, "another page's anchor: right below the navbar").toBeLessThan(NAVBAR_HEIGHT + 40);

    // An in-page anchor (table of contents): smooth, and the URL follows.
    await startScrollSampler(page);
    const before = await page.evaluate(() => window.scrollY);
    await page.locator("[data-toc='side'] a.toc-link[href='#where-to-go-next']").click();
    await page.waitForURL((url) => url.hash === "#where-to-go-next");
    const after = await waitForScrollToSettle(page);
    expect(after, "in-page anchor: scrolled down to it").toBeGreaterThan(before);
    const between = (await scrollSamples(page)).filter((y) => y > before + 5 && y < after - 5);
    expect(between.length, "in-page anchor: frames on the way (a smooth scroll)").toBeGreaterThan(2);
    expect(await topOf(page, "#where-to-go-next"), "in-page anchor: below the navbar").toBeGreaterThanOrEqual(
      NAVBAR_HEIGHT,
    );
    expect(await stillSameDocument(page), "the changes after the deep link were client-side").toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("docs sidebar", () => {
  const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" });

  it("is static HTML that React does not hydrate: the document carries it once", async () => {
    const html = await (await fetch(baseUrl() + INTRO)).text();
    expect(html.match(/data-document-html="sidebar"/g)).toHaveLength(1);
    // The sidebar's items are not in the hydration data as well: a label there is an escaped JSON string.
    expect(html).toContain('class="sidebar-link">Migrating from blessed</a>');
    expect(html).not.toContain(String.raw`\"Migrating from blessed\"`);
  });

  it("prefetches its links and the page's as they scroll into view; moves the current page's mark on a client-side navigation, and folds and unfolds categories", async () => {
    let loads: { readonly count: number } = { count: 0 };
    const { page, errors } = await shared.tab.visit(INTRO, {
      viewport: { width: 1280, height: 720 },
      beforeLoad: (page) => (loads = countLoadsInTest(page)),
    });
    // A visible sidebar link, without any hover.
    await page.locator(`link[rel=prefetch][href*="${QUICK_START}.data"]`).first().waitFor({ state: "attached" });
    // The footer's Examples link is below the fold until the page scrolls.
    expect(await prefetched(page, "/docs/examples"), "Examples prefetched before the scroll").toBe(0);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.locator(`link[rel=prefetch][href*="/docs/examples.data"]`).first().waitFor({ state: "attached" });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

    const current = () => sidebar(page).locator('a[aria-current="page"]').allTextContents();
    expect(await current()).toEqual(["Introduction"]);

    const toggle = sidebar(page).getByRole("button", { name: "Toggle Guides" });
    const focusLink = sidebarLink(page, "Focus");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    // Polled after each click: on a busy machine the page may handle the input a moment after the click returns.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await focusLink.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => focusLink.isVisible()).toBe(true);

    await sidebarLink(page, "Quick start").click();
    await page.waitForURL(`**${QUICK_START}`);
    await expect.poll(current).toEqual(["Quick start"]);
    expect(await sidebarLink(page, "Introduction").getAttribute("aria-current")).toBeNull();

    // A navigation into a folded category unfolds it: the current page is never hidden.
    await toggle.click();
    await expect.poll(() => focusLink.isVisible()).toBe(false);
    await clientNavigate(page, "/docs/guides/focus");
    await expect.poll(current).toEqual(["Focus"]);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await focusLink.isVisible()).toBe(true);
    expect(loads.count).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("prefetching", () => {
  it("prefetches a link's page on hover", async () => {
    const { page, errors } = await openWatchedPage(shared.browser);
    // Visibility alone would prefetch the sidebar: take it out to see hover's part.
    await page.addInitScript(() => {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.goto(baseUrl() + INTRO);
    await waitForHydration(page);
    // The sidebar's prefetching starts once the page is idle.
    await page.locator("[data-prefetch=ready]").first().waitFor({ state: "attached" });
    const requested = page.waitForRequest((request) => request.url().includes("/quick-start.data"));
    expect(await prefetched(page, QUICK_START)).toBe(0);
    await sidebarLink(page, "Quick start").hover();
    await page.locator(`link[rel=prefetch][href*="${QUICK_START}.data"]`).waitFor({ state: "attached" });
    await requested;
    expect(errors).toEqual([]);
  });

  it("fetches a page's data once, however many links to it are in view", async () => {
    // A guide at 1280 px shows three links to the introduction: the navbar's Docs, the breadcrumb's
    // Docs and the sidebar's first entry. Each used to render its own prefetch tags.
    const fetched: string[] = [];
    const { page, errors } = await shared.tab.visit("/docs/guides/keyboard", {
      viewport: { width: 1280, height: 720 },
      beforeLoad: (page) =>
        onRequestInTest(page, (request) => {
          if (request.url().includes(`${INTRO}.data`)) fetched.push(request.url());
        }),
    });
    await page.locator(`link[rel=prefetch][href*="${QUICK_START}.data"]`).first().waitFor({ state: "attached" });
    await page.locator(`link[rel=prefetch][href*="${INTRO}.data"]`).first().waitFor({ state: "attached" });
    expect(await page.locator(`a[href="${INTRO}"]`).count()).toBeGreaterThanOrEqual(3);
    // The idle callbacks of the other links' prefetching have run by then.
    await page.waitForLoadState("networkidle");
    expect(await prefetched(page, INTRO)).toBe(1);
    expect(fetched).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("prefetches nothing on a data-saver, a 2g or a slow-2g connection", async () => {
    // One page for the three: each connection's init script is added after the one before, and the
    // last one added defines `navigator.connection` for the loads after it.
    const { page, errors } = await openWatchedPage(shared.browser);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    const problems: string[] = [];
    for (const connection of [
      { saveData: true, effectiveType: "4g" },
      { saveData: false, effectiveType: "2g" },
      { saveData: false, effectiveType: "slow-2g" },
    ]) {
      const name = connection.saveData ? "data-saver" : connection.effectiveType;
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => value });
      }, connection);
      dataRequests.length = 0;
      await page.goto(baseUrl() + INTRO);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => JSON.stringify((navigator as Navigator & { connection?: unknown }).connection)),
        name,
      ).toBe(JSON.stringify(connection));
      // Hovered once the sidebar's prefetching listens (it loads when the page is idle), or the hover would test nothing.
      await page.locator("[data-prefetch=ready]").first().waitFor({ state: "attached" });
      await sidebarLink(page, "Quick start").hover();
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      // Time for a prefetch that should not happen: past the hover delay and the idle callbacks.
      await sleep(600);
      const tags = await page.locator("link[rel=prefetch]").count();
      if (tags !== 0) problems.push(`${name}: ${tags} prefetch tags`);
      if (dataRequests.length) problems.push(`${name}: fetched ${dataRequests.join(", ")}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("clean paths", () => {
  // With trailingSlash: false the page is x.html: the host serves /x.html as it
  // is, and answers /x/index.html with the 404 page.
  it("serves /x.html as /x, in place, and turns /x/index.html, which the host answers with the 404 page, into /x", async () => {
    let loads: { readonly count: number } = { count: 0 };
    const { page, errors } = await shared.tab.visit(`${QUICK_START}.html?from=test#step-by-step`, {
      beforeLoad: (page) => (loads = countLoadsInTest(page)),
    });
    expect(page.url(), "/x.html").toBe(`${baseUrl()}${QUICK_START}?from=test#step-by-step`);
    await waitForText(page, "h1", "Quick start");
    expect(loads.count, "/x.html: full loads").toBe(1);
    expect(errors, "/x.html").toEqual([]);

    await page.goto(`${baseUrl()}${QUICK_START}/index.html#step-by-step`);
    await page.waitForURL(`${baseUrl()}${QUICK_START}#step-by-step`);
    await waitForHydration(page);
    await waitForText(page, "h1", "Quick start");
    await page.goto(`${baseUrl()}/index.html`);
    await page.waitForURL(`${baseUrl()}/`);
    await waitForHydration(page);
    // Only the first response of the index.html address was a 404.
    expect(
      errors.filter((error) => !error.includes("status of 404")),
      "/x/index.html",
    ).toEqual([]);
  });

  it("cleans a content link written as .html", async () => {
    const { page, errors } = await shared.tab.visit(`/__test/shell`);
    const link = page.getByRole("link", { name: "Quick start, written as .html" });
    expect(await link.getAttribute("href")).toBe(`${QUICK_START}#step-by-step`);
    await link.click();
    await page.waitForURL(`${baseUrl()}${QUICK_START}#step-by-step`);
    await waitForText(page, "h1", "Quick start");
    expect(errors).toEqual([]);
  });
});

describe("route assets that fail to load", () => {
  /**
   * Makes the docs routes' code unloadable while `state.gone` is set, as after
   * a deploy that removed it. The landing page is visited on a data-saver
   * connection, where nothing is prefetched, so it doesn't load that code
   * before the test takes it away.
   */
  async function openLanding(state: { gone: boolean }) {
    let modules: string[] = [];
    const { page } = await shared.tab.visit("/", {
      dataSaver: true,
      beforeLoad: (page) =>
        page.route(
          (url) => modules.includes(url.href),
          (route) => (state.gone ? route.abort() : route.continue()),
        ),
    });
    modules = await docsModules(page);
    return page;
  }

  /** The module URLs of the docs routes, which the landing page hasn't loaded. */
  const docsModules = (page: Page) =>
    page.evaluate(() => {
      const manifest = (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest;
      return ["docs-layout", "doc/getting-started/introduction"].map(
        (id) => new URL(manifest.routes[id]?.module ?? "", location.href).href,
      );
    });

  it("warns and loads the target page in full when its code is gone", async () => {
    const state = { gone: true };
    const page = await openLanding(state);
    const warnings = consoleInTest(page, "warning");
    // Back once the next document loads: the reload gets the new files.
    onRequestInTest(page, (request) => {
      if (request.isNavigationRequest()) state.gone = false;
    });
    const loads = countLoadsInTest(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    await afterFullLoad(page, loads);
    await waitForText(page, "h1", "Introduction");
    expect(new URL(page.url()).pathname).toBe(INTRO);
    expect(loads.count).toBe(1);
    expect(warnings.filter((text) => text.includes(`${INTRO} failed to load`))).toHaveLength(1);
  });

  it("reloads at most once per target: a second failure shows the error screen", async () => {
    const { page } = await shared.tab.visit(INTRO);
    const warnings = consoleInTest(page, "warning");
    await page.route("**/quick-start.data*", (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: "<!doctype html><title>Not found</title>" }),
    );
    const loads = countLoadsInTest(page);

    await sidebarLink(page, "Quick start").click();
    await afterFullLoad(page, loads);
    await waitForText(page, "h1", "Quick start");
    expect(new URL(page.url()).pathname).toBe(QUICK_START);
    expect(loads.count).toBe(1);
    expect(warnings.filter((text) => text.includes("loading the page in full"))).toHaveLength(1);

    await sidebarLink(page, "Introduction").click();
    await waitForText(page, "h1", "Introduction");
    await sidebarLink(page, "Quick start").click();
    expect(await waitForText(page, "[role=alert] h1", "This page could not be loaded.")).toBe(
      "This page could not be loaded.",
    );
    // Time for a reload that should not happen.
    await sleep(300);
    expect(loads.count).toBe(1);
    expect(new URL(page.url()).pathname).toBe(QUICK_START);
    expect(warnings.some((text) => text.includes("not reloading a second time"))).toBe(true);
  });

  it("shows the error screen instead of reloading when the code fails again", async () => {
    const page = await openLanding({ gone: true });
    const warnings = consoleInTest(page, "warning");
    // This target already had its full reload this session.
    await page.evaluate(
      (target) => sessionStorage.setItem("docs-asset-reload", JSON.stringify([{ target, at: Date.now() }])),
      INTRO,
    );
    const loads = countLoadsInTest(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    expect(await waitForText(page, "[role=alert] h1", "This page could not be loaded.")).toBe(
      "This page could not be loaded.",
    );
    // Time for a reload that should not happen.
    await sleep(500);
    expect(loads.count).toBe(0);
    expect(new URL(page.url()).pathname).toBe(INTRO);
    expect(warnings.some((text) => text.includes("not reloading a second time"))).toBe(true);
  });
});
