import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAssets } from "../../build-scripts/bench/page-weight";
import { pageFileOf } from "../../build-scripts/page-files";
import { COMPILE_HINT } from "../../build-scripts/vite/compile-hints";
import { launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { baseUrl, CLIENT_DIR, prerenderedHtml } from "./support/site";

/** The first paint waits for the HTML and the stylesheet only (app/shell/.server/scripts-after-paint.ts). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = ["/", "/docs/getting-started/introduction", "/docs/api/generated/widgets.box.Class.Box"];

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

  it("loads the page's scripts once the first contentful paint is reported, then hydrates", async () => {
    for (const route of PAGES) {
      const { page, context, errors } = await openWatchedPage(browser);
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
      await context.close();
    }
  });

  it("adds the module script in a task of its own, then the preloads a few per task", async () => {
    const { page, context } = await openWatchedPage(browser);
    // A MutationObserver reports once per task that changed the DOM: one record list per task.
    await page.addInitScript(() => {
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
    await page.goto(baseUrl() + "/docs/api/generated/widgets.box.Class.Box");
    await waitForHydration(page);
    const batches = await page.evaluate(() => (window as unknown as { __batches: string[][] }).__batches);
    expect(batches[0]).toEqual(["module script"]);
    const preloads = batches.slice(1);
    expect(preloads.flat().length).toBeGreaterThan(8);
    expect(preloads.flat().every((kind) => kind === "preload")).toBe(true);
    expect(Math.max(...preloads.map((batch) => batch.length))).toBeLessThanOrEqual(4);
    await context.close();
  });
});
