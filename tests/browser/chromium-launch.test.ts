import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_DISABLED_FEATURES } from "../../build-scripts/browser/chromium";
import { launchChromium } from "./support/chromium";

// The flags the tests and the benches start Chromium with reach it whole:
// Playwright's --disable-features list and ours are one switch (Chromium keeps
// only the last of two), and the address bar's popup, a process per window
// that no test needs, is never built.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const ours = CHROMIUM_DISABLED_FEATURES;

describe("the Chromium the tests start", () => {
  it("gets one --disable-features switch holding Playwright's list and ours", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("chrome://version");
    const commandLine = (await page.locator("#command_line").textContent()) ?? "";
    const switches = commandLine.match(/--disable-features=\S+/g) ?? [];
    expect(switches).toHaveLength(1);
    const disabled = (switches[0] ?? "").slice("--disable-features=".length).split(",");
    expect(ours.length).toBeGreaterThan(0);
    expect(disabled).toEqual(expect.arrayContaining(ours));
    // Playwright's own entries come first and stay.
    expect(disabled.length).toBeGreaterThan(ours.length);
    await context.close();
  });

  it("opens a tab without the address bar's popup page", async () => {
    const context = await browser.newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send("Target.getTargets");
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://omnibox"))).toEqual([]);
    await session.detach();
    await context.close();
  });
});
