import { describe, expect, it } from "vitest";
import { clientNavigate, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { afterFullLoad, collectConsole, countLoads } from "./support/shell";
import { baseUrl } from "./support/site";

const QUICK_START = "/docs/getting-started/quick-start";

const shared = sharedTabForFile();

describe("crash screen", () => {
  it("shows the message and the cause chain of a render error, and 'Try again' renders the page again", async () => {
    const { page } = await shared.tab.visit(`/__test/crash`);
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

  it("loads the page in full when its data can't be fetched but the site answers", async () => {
    const { page } = await shared.tab.visit(`/docs/getting-started/introduction`);
    const warnings = collectConsole(page, "warning");
    // Only the data file fails; the page itself still loads, with its data inline.
    await page.route("**/quick-start.data*", (route) => route.fulfill({ status: 503, body: "down for maintenance" }));
    const loads = countLoads(page);
    // With a #hash: loading in full must not turn into a mere scroll to it.
    await clientNavigate(page, `${QUICK_START}#step-by-step`);
    await afterFullLoad(page, loads);
    expect(page.url()).toBe(`${baseUrl()}${QUICK_START}#step-by-step`);
    await waitForText(page, "h1", /quick start/i);
    expect(loads.count).toBe(1);
    expect(warnings.filter((text) => text.includes("loading the page in full"))).toHaveLength(1);
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
  });

  it("offline: shows the load-failure screen, reloads nothing, and Retry loads the page once the network is back", async () => {
    const { page, errors } = await shared.tab.visit(`/docs/getting-started/introduction`);
    const loads = countLoads(page);
    // The network is gone: every request fails, the page's own URL included.
    let networkUp = false;
    await page.route("**/*", (route) => (networkUp ? route.continue() : route.abort("internetdisconnected")));
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quick start" }).click();

    const alert = page.getByRole("alert");
    expect(await waitForText(page, "[role=alert] h1", "This page could not be loaded.")).toBe(
      "This page could not be loaded.",
    );
    await expect(alert.textContent()).resolves.not.toContain("crashed");
    expect(new URL(page.url()).pathname).toBe(QUICK_START);

    // Retry while still offline: the screen stays and says why, instead of the browser's error page.
    await alert.getByRole("button", { name: "Retry" }).click();
    await waitForText(page, "[role=alert]", /Still no answer from the site/);
    await page.waitForTimeout(500);
    expect(loads.count).toBe(0);
    expect(new URL(page.url()).pathname).toBe(QUICK_START);

    networkUp = true;
    await alert.getByRole("button", { name: "Retry" }).click();
    // Not waitForURL: the address is already this page's, so it returned before the new load ended.
    await afterFullLoad(page, loads);
    expect(new URL(page.url()).pathname).toBe(QUICK_START);
    await waitForText(page, "h1", /quick start/i);
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    // Retry is one full load of the page, not a repeat of the fetch that failed.
    expect(loads.count).toBe(1);
    // The only console errors are the failed requests themselves.
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(error)),
    ).toEqual([]);
  });
});
