import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAssets } from "../../build-scripts/bench/page-weight";
import { pageFileOf } from "../../build-scripts/page-files";
import { listen, staticRequestHandler } from "../../build-scripts/static-server/static-server";
import { COMPILE_HINT } from "../../build-scripts/vite/compile-hints";
import { launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { baseUrl, CLIENT_DIR, prerenderedHtml } from "./support/site";

/** One page of each type, as npm run bench's Lighthouse section lists them. */
const PAGE_TYPES = [
  "/",
  "/docs/guides/layout",
  "/docs/gallery",
  "/docs/api/generated/widgets.box.Class.Box",
  "/docs/api/generated/widgets.list.Class.List",
  "/search?q=box",
  "/playground",
  "/no-such-page",
];

/** Where the side contents' markup starts: after the whole article, at the end of a long page. */
const SIDE_CONTENTS = /<div[^>]*data-toc-scroll/;
/** Just after a table's first row: a table whose later rows are wider than its first. */
const TABLE_FIRST_ROW_END = /<tbody><tr>.*?<\/tr>/;

/** Where a page's HTML pauses: inside its first table and before its side contents, in order. */
function pausePoints(html: string): number[] {
  const row = TABLE_FIRST_ROW_END.exec(html);
  const side = html.search(SIDE_CONTENTS);
  return [row ? row.index + row[0].length : -1, side].filter((at) => at > 0);
}

/**
 * The test build served as a static host would, except that a page with side contents stops
 * sending its HTML for a moment inside its first table and again just before the side contents:
 * what a slow network or a busy parser does to a long page, whose first frames are then painted
 * without the rest.
 */
async function serveStallingMidPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const serveSite = staticRequestHandler(CLIENT_DIR);
  const server = http.createServer((request, response) => {
    const route = new URL(request.url ?? "/", "http://host").pathname;
    const file = route.endsWith("/") || path.extname(route) ? "" : pageFileOf(route);
    const html = file && fs.existsSync(path.join(CLIENT_DIR, file)) ? prerenderedHtml(route) : "";
    const pauses = pausePoints(html);
    if (pauses.length === 0) return serveSite(request, response);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    const send = (from: number, index: number): void => {
      const to = pauses[index];
      if (to === undefined) {
        response.end(html.slice(from));
        return;
      }
      response.write(html.slice(from, to));
      setTimeout(() => send(to, index + 1), 400);
    };
    send(0, 0);
  });
  const url = await listen(server, 0);
  return { url, close: () => new Promise((done) => server.close(() => done())) };
}

/** The first paint waits for the HTML and the stylesheet only (app/shell/.server/scripts-after-paint.ts). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const BATCHED = "/docs/api/generated/widgets.box.Class.Box";
const PAGES = ["/", "/docs/getting-started/introduction", BATCHED];

describe("first paint", () => {
  it("finds the stylesheet in <head>, and no module preload or module script in the HTML", () => {
    for (const route of PAGES) {
      const html = fs.readFileSync(path.join(CLIENT_DIR, pageFileOf(route)), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, route).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      expect(html, route).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    }
  });

  it("ships one copy of React Router, its production build (build-scripts/vite/react-router-production.ts)", () => {
    const assets = path.join(CLIENT_DIR, "assets");
    const scripts = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => fs.readFileSync(path.join(assets, file), "utf8"));
    // In both builds of react-router; two files with it would be two routers' worth of code.
    expect(scripts.filter((code) => code.includes("Found a route id collision"))).toHaveLength(1);
    // A warning the development build prints and the production build leaves out.
    expect(scripts.filter((code) => code.includes("No routes matched location"))).toEqual([]);
  });

  it("opens the framework chunk, which every first load evaluates, with V8's compile hint, and no other script", () => {
    const assets = path.join(CLIENT_DIR, "assets");
    const firstLine = (file: string) => fs.readFileSync(path.join(assets, file), "utf8").split("\n", 1)[0];
    const hinted = fs.readdirSync(assets).filter((file) => file.endsWith(".js") && firstLine(file) === COMPILE_HINT);
    expect(hinted).toEqual([expect.stringMatching(/^framework-[\w-]+\.js$/)]);
    for (const route of PAGES) {
      const firstLoad = [...pageAssets(prerenderedHtml(route))];
      expect(
        firstLoad.map((asset) => path.basename(asset)),
        route,
      ).toContain(hinted[0]);
    }
  });

  it("loads the page's scripts once the first contentful paint is reported, then hydrates; adds the module script in a task of its own, then the preloads a few per task", async () => {
    for (const route of PAGES) {
      const { page, context, errors } = await openWatchedPage(browser);
      // On the API page's cold load, which loads the most modules, the scripts each task adds are
      // recorded too: only observing, that changes nothing of the paint and script timing read below.
      if (route === BATCHED)
        await page.addInitScript(() => {
          // A MutationObserver reports once per task that changed the DOM: one record list per task.
          const batches: string[][] = [];
          (window as unknown as { __batches: string[][] }).__batches = batches;
          new MutationObserver((records) => {
            // The loader adds to <body>; React's own prefetch links, added after hydration, go to <head>.
            const added = records
              .filter((record) => record.target === document.body)
              .flatMap((record) => [...record.addedNodes])
              .filter((node) => node instanceof Element);
            const scripts = added.flatMap((node) =>
              node.matches('script[type="module"]')
                ? ["module script"]
                : node.matches('link[rel="modulepreload"]')
                  ? ["preload"]
                  : [],
            );
            if (scripts.length > 0) batches.push(scripts);
          }).observe(document, { childList: true, subtree: true });
        });
      await page.goto(baseUrl() + route);
      await waitForHydration(page);
      const { paint, firstScript } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paint, route).toBeGreaterThan(0);
      expect(firstScript, route).toBeGreaterThanOrEqual(paint);
      // Hydration keeps the prerendered stylesheet: a second one would be downloaded and restyle the whole page.
      const stylesheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(stylesheets, route).toHaveLength(1);
      expect(errors, route).toEqual([]);
      if (route === BATCHED) {
        const batches = await page.evaluate(() => (window as unknown as { __batches: string[][] }).__batches);
        expect(batches[0], "the first task's scripts").toEqual(["module script"]);
        const preloads = batches.slice(1);
        expect(preloads.flat().length, "preloads").toBeGreaterThan(8);
        expect(
          preloads.flat().every((kind) => kind === "preload"),
          "later tasks add preloads only",
        ).toBe(true);
        expect(Math.max(...preloads.map((batch) => batch.length)), "preloads per task").toBeLessThanOrEqual(4);
      }
      await context.close();
    }
  });

  it("shifts no layout on a cold load of any page type at 1280 and 390 px, a long page arriving in pieces included (CLS 0)", async () => {
    const site = await serveStallingMidPage();
    try {
      const shifts: string[] = [];
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        // One tab per width, loading each page anew: the shifts a load reports are its own.
        const { page, context } = await openWatchedPage(browser, { viewport });
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __shifts: string[] }).__shifts = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) seen.push(entry.value.toFixed(4));
          }).observe({ type: "layout-shift", buffered: true });
        });
        for (const route of PAGE_TYPES) {
          await page.goto(site.url + route);
          await waitForHydration(page);
          // Two frames after hydration: a shift it caused is reported by then.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const seen = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
          if (seen.length) shifts.push(`${viewport.width} px ${route}: ${seen.join(", ")}`);
        }
        await context.close();
      }
      expect(shifts).toEqual([]);
    } finally {
      await site.close();
    }
  });
});
