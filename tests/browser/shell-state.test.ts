import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { collectConsole } from "./support/shell";
import { baseUrl } from "./support/site";

const shared = sharedTabForFile({ dataSaver: true });

const bar = (page: Page) => page.getByRole("region", { name: "Announcement" });

/** A second tab without the app's JavaScript: only the prerendered HTML and the inline head script run, as on first paint. */
async function openWithoutApp(page: Page): Promise<Page> {
  const noApp = await page.context().newPage();
  await noApp.route("**/assets/*.js", (route) => route.abort());
  return noApp;
}

describe("announcement bar", () => {
  it("shows on first paint for a new reader, its link navigates client-side, and once dismissed it is hidden before any script of the app runs", async () => {
    // The tab without the app is opened before the tab's own load, while nothing is stored yet.
    const opened: { noApp?: Page } = {};
    const { page, errors } = await shared.tab.visit("/", {
      beforeLoad: async (page) => {
        opened.noApp = await openWithoutApp(page);
        await opened.noApp.goto(baseUrl() + "/");
      },
    });
    const noApp = opened.noApp;
    if (!noApp) throw new Error("the tab without the app was not opened");
    expect(await noApp.locator(".announcement-bar").isVisible(), "first paint for a new reader").toBe(true);
    expect(await bar(page).textContent()).toContain("migration guide");

    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await bar(page).getByRole("link", { name: "migration guide" }).click();
    await page.waitForURL((url) => url.pathname === "/docs/getting-started/migration-from-blessed");
    await waitForText(page, "h1", /blessed/i);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      "the bar's link navigated client-side",
    ).toBe(true);

    await bar(page).getByRole("button", { name: "Dismiss announcement" }).click();
    await bar(page).waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("announcement-dismiss"))).toBe("true");
    await noApp.goto(baseUrl() + "/docs/getting-started/installation");
    expect(await noApp.locator(".announcement-bar").count(), "a dismissed bar in the HTML").toBe(1);
    expect(await noApp.locator(".announcement-bar").isVisible(), "a dismissed bar on first paint").toBe(false);
    expect(errors).toEqual([]);
  });

  it("comes back when its id changes", async () => {
    const { page } = await shared.tab.visit("/", {
      // Stored on the site's origin before the load, as a reader who dismissed an older one has it.
      beforeLoad: (page) =>
        page.evaluate(() => {
          localStorage.setItem("announcement-id", "an-older-announcement");
          localStorage.setItem("announcement-dismiss", "true");
        }),
    });
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

describe("colour mode and keyboard navigation", () => {
  it("is dark with no toggle whatever is stored, on every page; on the last, a docs page, Tab sets the keyboard-navigation marker and mouse down removes it, and focus rings show only while it is set", async () => {
    const storeLight = (page: Page) => page.evaluate(() => localStorage.setItem("theme", "light"));
    const colourState = (page: Page) =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains("dark"),
        theme: document.documentElement.dataset["theme"],
        scheme: document.documentElement.style.colorScheme,
        toggles: document.querySelectorAll("button[aria-label^='Switch colour mode']").length,
      }));
    const dark = { dark: true, theme: "dark", scheme: "dark", toggles: 0 };
    // Stored before each load, from the page before it (the same origin).
    const { page, errors } = await shared.tab.visit("/", { beforeLoad: storeLight });
    expect(await colourState(page), "/").toEqual(dark);
    for (const path of ["/no-such-page", "/docs/getting-started/introduction"]) {
      await storeLight(page);
      await page.goto(baseUrl() + path);
      await waitForHydration(page);
      expect(await colourState(page), path).toEqual(dark);
    }
    // The unknown path is answered with status 404, which Chromium logs.
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);

    // The introduction as loaded: nothing focused, the mouse untouched.
    const marked = () => page.evaluate(() => document.documentElement.hasAttribute("data-keyboard-nav"));
    const outline = () => page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(await marked(), "marker before any key").toBe(false);
    await page.keyboard.press("Tab");
    expect(await marked(), "marker after Tab").toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches(":focus-visible")), ":focus-visible").toBe(true);
    expect(await outline(), "focus ring with the marker").toBe("solid");
    // The ring depends on the marker, not only on :focus-visible.
    await page.evaluate(() => document.documentElement.removeAttribute("data-keyboard-nav"));
    expect(await outline(), "focus ring without the marker").toBe("none");
    await page.keyboard.press("Tab");
    expect(await marked(), "marker after the second Tab").toBe(true);
    await page.mouse.move(640, 400);
    await page.mouse.down();
    await page.mouse.up();
    expect(await marked(), "marker after mouse down").toBe(false);
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
});
