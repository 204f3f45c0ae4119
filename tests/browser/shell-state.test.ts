import { describe, expect, it } from "vitest";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { collectConsole } from "./support/shell";
import { baseUrl } from "./support/site";

const shared = sharedTabForFile({ dataSaver: true });

const bar = (page: import("playwright-core").Page) => page.getByRole("region", { name: "Announcement" });

describe("announcement bar", () => {
  it("is shown until dismissed, and a dismissed bar is hidden before any script of the app runs", async () => {
    const { page, context, errors } = await shared.tab.visit("/");
    expect(await bar(page).textContent()).toContain("migration guide");
    await bar(page).getByRole("button", { name: "Dismiss announcement" }).click();
    await bar(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("announcement-dismiss"))).toBe("true");

    // Without the app's JavaScript only the prerendered HTML and the inline
    // head script run: what the reader sees on first paint.
    const noApp = await context.newPage();
    await noApp.route("**/assets/*.js", (route) => route.abort());
    await noApp.goto(baseUrl() + "/docs/getting-started/installation");
    expect(await noApp.locator(".announcement-bar").count()).toBe(1);
    expect(await noApp.locator(".announcement-bar").isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("shows on first paint for a new reader, and its link navigates client-side", async () => {
    const { page, context } = await openWatchedPage(shared.browser);
    const noApp = await context.newPage();
    await noApp.route("**/assets/*.js", (route) => route.abort());
    await noApp.goto(baseUrl() + "/");
    expect(await noApp.locator(".announcement-bar").isVisible()).toBe(true);

    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await bar(page).getByRole("link", { name: "migration guide" }).click();
    await page.waitForURL((url) => url.pathname === "/docs/getting-started/migration-from-blessed");
    await waitForText(page, "h1", /blessed/i);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it("comes back when its id changes", async () => {
    const { page } = await openWatchedPage(shared.browser);
    await page.goto(baseUrl() + "/");
    await page.evaluate(() => {
      localStorage.setItem("announcement-id", "an-older-announcement");
      localStorage.setItem("announcement-dismiss", "true");
    });
    await page.reload();
    await waitForHydration(page);
    expect(await bar(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("announcement-dismiss"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("announcement-id"))).not.toBe("an-older-announcement");
  });

  it("can still be dismissed for the session when localStorage throws, with exactly one warning", async () => {
    const { page, errors } = await openWatchedPage(shared.browser);
    const warnings = collectConsole(page, "warning");
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto(baseUrl() + "/");
    await waitForHydration(page);
    await bar(page).getByRole("button", { name: "Dismiss announcement" }).click();
    await bar(page).waitFor({ state: "detached" });
    // Still dismissed after a client-side navigation.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    await waitForText(page, "h1", "Introduction");
    expect(await bar(page).count()).toBe(0);
    const storageWarnings = warnings.filter((text) => text.includes("Browser storage is unavailable"));
    expect(storageWarnings).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe("colour mode", () => {
  it("is dark with no toggle, whatever is stored, on every page", async () => {
    const { page, errors } = await openWatchedPage(shared.browser);
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    for (const path of ["/", "/docs/getting-started/introduction", "/no-such-page"]) {
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      const state = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains("dark"),
        theme: document.documentElement.dataset["theme"],
        scheme: document.documentElement.style.colorScheme,
        toggles: document.querySelectorAll("button[aria-label^='Switch colour mode']").length,
      }));
      expect(state).toEqual({ dark: true, theme: "dark", scheme: "dark", toggles: 0 });
    }
    // The unknown path is answered with status 404, which Chromium logs.
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
});

describe("keyboard-navigation marker", () => {
  it("is set on Tab and removed on mouse down; focus rings show only while it is set", async () => {
    const { page, errors } = await shared.tab.visit("/docs/getting-started/introduction");
    const marked = () => page.evaluate(() => document.documentElement.hasAttribute("data-keyboard-nav"));
    const outline = () => page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(await marked()).toBe(false);

    await page.keyboard.press("Tab");
    expect(await marked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches(":focus-visible"))).toBe(true);
    expect(await outline()).toBe("solid");
    // The ring depends on the marker, not only on :focus-visible.
    await page.evaluate(() => document.documentElement.removeAttribute("data-keyboard-nav"));
    expect(await outline()).toBe("none");

    await page.keyboard.press("Tab");
    expect(await marked()).toBe(true);
    await page.mouse.move(640, 400);
    await page.mouse.down();
    await page.mouse.up();
    expect(await marked()).toBe(false);
    expect(errors).toEqual([]);
  });
});
