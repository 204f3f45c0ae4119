import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
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
});
