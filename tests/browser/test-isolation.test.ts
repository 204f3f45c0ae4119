import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";

// Most browser files share one tab between their tests, and a page a test
// leaves open is closed after it: each test must start as if it ran alone.
const shared = sharedTabForFile();

describe("a reused tab", () => {
  it("starts each visit with no storage, cookies, permissions, routes, other tabs or earlier errors", async () => {
    const first = await shared.tab.visit("/docs/getting-started/introduction", {
      viewport: { width: 390, height: 844 },
    });
    await first.page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
      document.cookie = "left-behind=1; path=/";
      console.error("from the first visit");
    });
    await first.context.grantPermissions(["clipboard-read"]);
    await first.page.route("**/assets/*.js", (route) => route.abort());
    await first.context.newPage();
    await expect.poll(() => first.errors).toContain("console: from the first visit");

    // Hydration itself shows that the aborting route is gone.
    const second = await shared.tab.visit("/docs/getting-started/introduction");
    expect(
      await second.page.evaluate(() => [
        localStorage.getItem("left-behind"),
        sessionStorage.getItem("left-behind"),
        document.cookie,
      ]),
    ).toEqual([null, null, ""]);
    const clipboard = () =>
      second.page.evaluate(() =>
        navigator.permissions.query({ name: "clipboard-read" as PermissionName }).then((status) => status.state),
      );
    expect(await clipboard()).toBe("prompt");
    expect(second.context.pages()).toHaveLength(1);
    expect(second.page.viewportSize()).toEqual({ width: 1280, height: 900 });
    expect(second.errors).toEqual([]);
  });
});

describe("a visit on a data-saver connection", () => {
  it("prefetches nothing, and the next visit is on a normal connection again", async () => {
    const saveData = (page: Page) =>
      page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
    const saving = await shared.tab.visit("/docs/guides/keyboard", { dataSaver: true });
    expect(await saveData(saving.page)).toBe(true);
    // The sidebar's links are in view at 1280 px; on a normal connection they are prefetched once the page is idle.
    await saving.page.locator("[data-prefetch=ready]").first().waitFor({ state: "attached" });
    await saving.page.waitForLoadState("networkidle");
    expect(await saving.page.locator("link[rel=prefetch]").count()).toBe(0);

    const normal = await shared.tab.visit("/docs/guides/keyboard");
    expect(await saveData(normal.page)).toBe(false);
    await normal.page.locator("link[rel=prefetch][href*='/docs/guides/focus.data']").waitFor({ state: "attached" });
    expect(saving.errors).toEqual([]);
    expect(normal.errors).toEqual([]);
  });
});

describe("a context a test leaves open", () => {
  let left: BrowserContext | undefined;
  it("is opened here and not closed", async () => {
    left = (await openWatchedPage(shared.browser)).context;
    expect(shared.browser.contexts()).toContain(left);
  });
  it("is closed before the next test, while the file's shared tab stays", () => {
    expect(left).toBeDefined();
    expect(shared.browser.contexts()).not.toContain(left);
    expect(shared.browser.contexts()).toHaveLength(1);
  });
});
