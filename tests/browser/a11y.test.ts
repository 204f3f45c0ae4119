import { createRequire } from "node:module";
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { OPTION, openWithShortcut, optionTitles, typeQuery } from "./support/search-modal";
import { baseUrl } from "./support/site";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
}

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
