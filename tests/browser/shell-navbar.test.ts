import type { Page, Request } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { sleep } from "./support/shell";

const shared = sharedTabForFile();

const INTRO = "/docs/getting-started/introduction";
// Functions, not strings: the site's policy allows no eval, which a string predicate needs.
const isHidden = () => document.querySelector("header.site-navbar")?.hasAttribute("data-hidden") ?? false;
const isShown = () => !document.querySelector("header.site-navbar")?.hasAttribute("data-hidden");

/** Waits until the window has not scrolled for a few frames: the scroll's listeners and renders have run. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

describe("navbar", () => {
  it("hides on scroll down, reappears on scroll up, and always shows at the top or while search is open", async () => {
    const { page, errors } = await shared.tab.visit(INTRO, { viewport: { width: 1280, height: 720 } });
    const header = page.locator("header.site-navbar");
    const bottomOf = async () => {
      const box = await header.boundingBox();
      return box && box.y + box.height;
    };

    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(isHidden);
    // Polled through the slide-out transition.
    await expect.poll(bottomOf, { timeout: 3000 }).toBeLessThanOrEqual(1);

    await page.mouse.wheel(0, -200);
    await page.waitForFunction(isShown);
    await expect.poll(async () => (await header.boundingBox())?.y, { timeout: 3000 }).toBe(0);

    await page.mouse.wheel(0, 600);
    await page.waitForFunction(isHidden);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForFunction(isShown);

    // The search modal's contract: <html data-search-open> while it is open.
    await page.evaluate(() => document.documentElement.setAttribute("data-search-open", ""));
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeGreaterThan(500);
    await scrollSettled(page);
    expect(await page.evaluate(isHidden), "hidden while search is open").toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("mobile navigation panel", () => {
  // One visit for the panel's ways of opening and closing: each step starts and ends with it closed, on the introduction.
  it("opens the docs sidebar with a way back to the main menu, traps focus and returns it on Escape; closes on the browser's back button without refetching the page; follows a link, back from which returns to the page; closes itself when the viewport becomes desktop", async () => {
    const { page, errors } = await shared.tab.visit(INTRO, { viewport: { width: 800, height: 900 } });
    const menuButton = page.getByRole("button", { name: "Open navigation menu" });
    const panel = page.getByRole("dialog", { name: "Navigation menu" });
    const focusInPanel = () =>
      page.evaluate(() => document.getElementById("mobile-panel")?.contains(document.activeElement));
    // The desktop sidebar and navbar items are hidden at this width.
    expect(
      await page.locator("nav[aria-label='Main'] a", { hasText: "GitHub" }).isVisible(),
      "the navbar's GitHub link at 800 px",
    ).toBe(false);

    await menuButton.click();
    await panel.waitFor();
    expect(await panel.getByRole("navigation", { name: "Docs sidebar" }).isVisible(), "the panel's sidebar").toBe(true);
    expect(await focusInPanel(), "focus once open").toBe(true);
    // Focus never leaves the panel, whichever way the reader tabs.
    for (let i = 0; i < 60; i++) await page.keyboard.press("Tab");
    expect(await focusInPanel(), "focus after 60 Tabs").toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+Tab");
    expect(await focusInPanel(), "focus after 5 Shift+Tabs").toBe(true);
    await panel.getByRole("button", { name: "Back to main menu" }).click();
    await expect.poll(() => panel.getByRole("link", { name: /GitHub/ }).isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Docs" }).isVisible(), "the main menu's Docs link").toBe(true);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "focus after Escape").toBe(
      "Open navigation menu",
    );
    expect(new URL(page.url()).pathname, "after Escape").toBe(INTRO);

    const dataRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    };
    page.on("request", onRequest);
    onTestFinished(() => {
      page.off("request", onRequest);
    });
    await menuButton.click();
    await panel.waitFor();
    await page.evaluate(() => window.history.back());
    await panel.waitFor({ state: "detached" });
    // Time for a refetch that should not happen.
    await sleep(300);
    expect(new URL(page.url()).pathname, "after the back button").toBe(INTRO);
    expect(await waitForText(page, "h1", "Introduction")).toContain("Introduction");
    expect(
      dataRequests.filter((url) => url.includes("introduction")),
      "refetched on the back button",
    ).toEqual([]);

    await menuButton.click();
    await panel.getByRole("link", { name: "Quick start" }).click();
    await panel.waitFor({ state: "detached" });
    await waitForText(page, "h1", /quick start/i);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === INTRO);
    await waitForText(page, "h1", "Introduction");

    await menuButton.click();
    await panel.waitFor();
    await page.setViewportSize({ width: 996, height: 900 });
    // Time for a close that should not happen below the breakpoint.
    await sleep(200);
    expect(await panel.isVisible(), "the panel at 996 px").toBe(true);
    await page.setViewportSize({ width: 997, height: 900 });
    await panel.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname, "after the viewport became desktop").toBe(INTRO);
    // The desktop sidebar takes over at the same breakpoint.
    expect(
      await page.getByRole("navigation", { name: "Docs sidebar" }).isVisible(),
      "the desktop sidebar at 997 px",
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("navbar item errors", () => {
  it("name the failing item on the crash screen, with the cause", async () => {
    const { page, errors } = await shared.tab.visit(`/__test/shell?broken-navbar-item`);
    expect(await waitForText(page, "[role=alert] h1", "This page crashed.")).toBe("This page crashed.");
    const message = await page.locator("[role=alert] .error-message").textContent();
    expect(message).toContain('Navbar item #2 ("More", type "dropdown") failed to render:');
    expect(await page.locator("[role=alert] .error-cause").allTextContents()).toEqual([
      'Caused by Error: unknown type "dropdown"; the build checks navbar items',
    ]);
    // The crash screen's own navbar still renders.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(errors.filter((error) => error.startsWith("console: ")).join("\n")).toContain("Navbar item #2");
  });
});
