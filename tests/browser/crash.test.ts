import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { countLoads } from "./support/shell";
import { baseUrl } from "./support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("crash screen", () => {
  it("shows the message and the cause chain of a render error, and 'Try again' renders the page again", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/__test/crash`);
    await waitForHydration(page);
    const alert = page.getByRole("alert");
    expect(await waitForText(page, "[role=alert] h1", "This page crashed.")).toBe("This page crashed.");
    await expect(alert.locator(".error-message").textContent()).resolves.toContain("Rendering the widget tree failed");
    const causes = await alert.locator(".error-cause").allTextContents();
    expect(causes).toEqual([
      "Caused by Error: Layout pass for Box#status failed",
      "Caused by RangeError: width resolved to NaN",
    ]);
    // The shell survives the crash.
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);

    await page.evaluate(() => {
      window.__DOCS_CRASH_TEST_RECOVERED__ = true;
    });
    await alert.getByRole("button", { name: "Try again" }).click();
    expect(await waitForText(page, "h1", "Crash test page rendered")).toBe("Crash test page rendered");
  });

  it("offers Retry when a page's data can't be loaded, and Retry loads it", async () => {
    const { page } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/docs/getting-started/introduction`);
    await waitForHydration(page);
    await page.route("**/quick-start.data*", (route) => route.fulfill({ status: 503, body: "down for maintenance" }));
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quick start" }).click();
    const alert = page.getByRole("alert");
    expect(await waitForText(page, "[role=alert] h1", "This page could not be loaded.")).toBe(
      "This page could not be loaded.",
    );
    // The sidebar stays usable around the error.
    await expect(page.getByRole("navigation", { name: "Docs sidebar" }).isVisible()).resolves.toBe(true);

    await page.unroute("**/quick-start.data*");
    await alert.getByRole("button", { name: "Retry" }).click();
    await waitForText(page, "h1", /quick start/i);
  });

  it("shows the load-failure screen, not a crash, when the network fails mid-navigation, and Retry works once it is back", async () => {
    const { page, errors } = await openWatchedPage(browser);
    await page.goto(`${baseUrl()}/docs/getting-started/introduction`);
    await waitForHydration(page);
    const loads = countLoads(page);
    // The network is gone: the next page's data, and the crash screen's own chunk, can't be fetched.
    let networkUp = false;
    const cut = (route: Route) => (networkUp ? route.continue() : route.abort("internetdisconnected"));
    await page.route("**/*.data*", cut);
    await page.route("**/assets/route-error-*.js", cut);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quick start" }).click();

    const alert = page.getByRole("alert");
    expect(await waitForText(page, "[role=alert] h1", "This page could not be loaded.")).toBe(
      "This page could not be loaded.",
    );
    await expect(alert.textContent()).resolves.not.toContain("crashed");
    await expect(alert.getByRole("button", { name: "Retry" }).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe("/docs/getting-started/quick-start");

    networkUp = true;
    await alert.getByRole("button", { name: "Retry" }).click();
    await waitForText(page, "h1", /quick start/i);
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    // All of it without reloading the document.
    expect(loads.count).toBe(0);
    // The only console errors are the failed requests themselves.
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(error)),
    ).toEqual([]);
  });
});
