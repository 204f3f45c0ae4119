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
  for (const { type, path, ready } of PAGE_TYPES) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      it(`finds no violations on the ${type} page (${path}) at ${viewport.width} px`, async () => {
        const { page } = await openWatchedPage(browser, { viewport });
        await page.goto(baseUrl() + path);
        await waitForHydration(page);
        if (ready) await page.locator(ready).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
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
