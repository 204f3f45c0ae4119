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

describe("accessibility (axe-core)", () => {
  for (const path of ["/", "/docs/getting-started/introduction", "/no-such-page", "/search?q=screen"]) {
    it(`finds no violations on ${path}`, async () => {
      const { page } = await openWatchedPage(browser);
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      if (path.startsWith("/search")) await page.locator("[aria-label='Search results'] li").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
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
