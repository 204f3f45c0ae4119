import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { OPTION, openWithShortcut, optionTitles, typeQuery } from "./support/search-modal";
import { baseUrl } from "./support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** One page of every page type (issue #15); a new page type gets a line here. */
const PAGE_TYPES: { type: string; path: string; ready?: string }[] = [
  { type: "landing", path: "/" },
  { type: "guide", path: "/docs/getting-started/introduction" },
  { type: "example", path: "/docs/examples/getting-started/simple-box" },
  // Box has every part of a class page (members, inherited docs, hierarchy); List, 4× its size, takes 4× as long.
  { type: "API class", path: "/docs/api/generated/widgets.box.Class.Box" },
  { type: "API module", path: "/docs/api/generated/widgets.box" },
  { type: "API index", path: "/docs/api/generated" },
  { type: "search", path: "/search?q=screen", ready: "[aria-label='Search results'] li" },
  { type: "playground", path: "/playground", ready: ".cm-content" },
  { type: "404", path: "/no-such-page" },
];

describe("accessibility (axe-core)", () => {
  // Loaded once on a phone, then checked again after widening to a desktop:
  // both layouts are checked for the price of one load.
  for (const { type, path, ready } of PAGE_TYPES) {
    it(`finds no violations on the ${type} page (${path}) at 390 px and at 1280 px`, async () => {
      const { page, context } = await openWatchedPage(browser, { viewport: { width: 390, height: 844 } });
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      if (ready) await page.locator(ready).first().waitFor();
      const phone = await axeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const desktop = await axeViolations(page);
      await context.close();
      expect({ phone, desktop }).toEqual({ phone: [], desktop: [] });
    });
  }

  it("finds no violations in the open search modal, with results and in Ask AI", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/docs/getting-started/introduction`);
    await waitForHydration(page);
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    await optionTitles(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(OPTION, { hasText: "Ask AI" }).click();
    await page.locator(".ask-ai-turn[data-status=done]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
