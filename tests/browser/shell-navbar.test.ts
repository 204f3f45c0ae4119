import { describe, expect, it } from "vitest";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { collectConsole, sleep } from "./support/shell";
import { baseUrl } from "./support/site";

const shared = sharedTabForFile();

const INTRO = "/docs/getting-started/introduction";
const isHidden = `document.querySelector("header.site-navbar").hasAttribute("data-hidden")`;

describe("navbar", () => {
  it("hides on scroll down, reappears on scroll up, and always shows at the top or while search is open", async () => {
    const { page, errors } = await shared.tab.visit(INTRO, { viewport: { width: 1280, height: 720 } });
    const header = page.locator("header.site-navbar");

    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(isHidden);
    await sleep(300); // the slide-out transition
    const hiddenBox = await header.boundingBox();
    expect(hiddenBox && hiddenBox.y + hiddenBox.height).toBeLessThanOrEqual(1);

    await page.mouse.wheel(0, -200);
    await page.waitForFunction(`!${isHidden}`);
    await sleep(300);
    expect((await header.boundingBox())?.y).toBe(0);

    await page.mouse.wheel(0, 600);
    await page.waitForFunction(isHidden);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForFunction(`!${isHidden}`);

    // The search modal's contract: <html data-search-open> while it is open.
    await page.evaluate(() => document.documentElement.setAttribute("data-search-open", ""));
    await page.mouse.wheel(0, 900);
    await sleep(400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await page.evaluate(isHidden)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("mobile navigation panel", () => {
  const mobile = { viewport: { width: 800, height: 900 } };

  it("opens the docs sidebar with a way back to the main menu, traps focus, and Escape returns focus", async () => {
    const { page, errors } = await openWatchedPage(shared.browser, mobile);
    await page.goto(baseUrl() + INTRO);
    await waitForHydration(page);
    // The desktop sidebar and navbar items are hidden at this width.
    expect(await page.locator("nav[aria-label='Main'] a", { hasText: "GitHub" }).isVisible()).toBe(false);

    const menuButton = page.getByRole("button", { name: "Open navigation menu" });
    await menuButton.click();
    const panel = page.getByRole("dialog", { name: "Navigation menu" });
    await panel.waitFor();
    expect(await panel.getByRole("navigation", { name: "Docs sidebar" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.getElementById("mobile-panel")?.contains(document.activeElement))).toBe(
      true,
    );

    // Focus never leaves the panel, whichever way the reader tabs.
    for (let i = 0; i < 60; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("mobile-panel")?.contains(document.activeElement))).toBe(
      true,
    );
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.getElementById("mobile-panel")?.contains(document.activeElement))).toBe(
      true,
    );

    await panel.getByRole("button", { name: "Back to main menu" }).click();
    await expect.poll(() => panel.getByRole("link", { name: /GitHub/ }).isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Docs" }).isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open navigation menu");
    expect(new URL(page.url()).pathname).toBe(INTRO);
    expect(errors).toEqual([]);
  });

  it("closes on the browser's back button without leaving the page or refetching it", async () => {
    const { page, errors } = await openWatchedPage(shared.browser, mobile);
    await page.goto(baseUrl() + INTRO);
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const panel = page.getByRole("dialog", { name: "Navigation menu" });
    await panel.waitFor();
    await page.evaluate(() => window.history.back());
    await panel.waitFor({ state: "detached" });
    await sleep(300);
    expect(new URL(page.url()).pathname).toBe(INTRO);
    expect(await waitForText(page, "h1", "Introduction")).toContain("Introduction");
    expect(dataRequests.filter((url) => url.includes("introduction"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("follows a link from the panel, and back from there returns to the previous page", async () => {
    const { page, errors } = await openWatchedPage(shared.browser, mobile);
    await page.goto(baseUrl() + INTRO);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const panel = page.getByRole("dialog", { name: "Navigation menu" });
    await panel.getByRole("link", { name: "Quick start" }).click();
    await panel.waitFor({ state: "detached" });
    await waitForText(page, "h1", /quick start/i);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === INTRO);
    await waitForText(page, "h1", "Introduction");
    expect(errors).toEqual([]);
  });

  it("closes itself when the viewport becomes desktop", async () => {
    const { page, errors } = await openWatchedPage(shared.browser, mobile);
    await page.goto(baseUrl() + INTRO);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const panel = page.getByRole("dialog", { name: "Navigation menu" });
    await panel.waitFor();
    await page.setViewportSize({ width: 996, height: 900 });
    await sleep(200);
    expect(await panel.isVisible()).toBe(true);
    await page.setViewportSize({ width: 997, height: 900 });
    await panel.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe(INTRO);
    // The desktop sidebar takes over at the same breakpoint.
    expect(await page.getByRole("navigation", { name: "Docs sidebar" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("navbar item errors", () => {
  it("name the failing item on the crash screen, with the cause", async () => {
    const { page } = await openWatchedPage(shared.browser);
    const errorLog = collectConsole(page, "error");
    await page.goto(`${baseUrl()}/__test/shell?broken-navbar-item`);
    await waitForHydration(page);
    expect(await waitForText(page, "[role=alert] h1", "This page crashed.")).toBe("This page crashed.");
    const message = await page.locator("[role=alert] .error-message").textContent();
    expect(message).toContain('Navbar item #2 ("More", type "dropdown") failed to render:');
    expect(await page.locator("[role=alert] .error-cause").allTextContents()).toEqual([
      'Caused by Error: unknown type "dropdown"; the build checks navbar items',
    ]);
    // The crash screen's own navbar still renders.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(errorLog.join("\n")).toContain("Navbar item #2");
  });
});
