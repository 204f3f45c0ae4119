import { describe, expect, it } from "vitest";
import { clientNavigate, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { baseUrl } from "./support/site";

const shared = sharedTabForFile({ dataSaver: true });

describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/docs/no-such-page", "/docs/api/generated/widgets.nothing.Class.Nothing"]) {
    it(`answer ${path} with status 404 and the full not-found page`, async () => {
      const { page, errors, response } = await shared.tab.visit(path);
      expect(response?.status()).toBe(404);
      expect(await waitForText(page, "h1", "Page not found")).toBe("Page not found");
      // The shell is all there and alive.
      await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
      await expect(page.locator("footer").getByRole("link", { name: "Installation" }).isVisible()).resolves.toBe(true);
      await expect(page.locator("main code").textContent()).resolves.toBe(path);
      expect(errors.filter((e) => !e.includes("404 (Not Found)"))).toEqual([]);

      await page.locator("footer").getByRole("link", { name: "Installation" }).click();
      await page.waitForURL(/installation$/);
      await waitForText(page, "h1", /install/i);
    });
  }

  it("moves nothing once painted: the address and the suggestions fill room kept for them", async () => {
    const { page, context } = await openWatchedPage(shared.browser, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${baseUrl()}/docs/getting-started/instalation`);
    await waitForHydration(page);
    await waitForText(page, "main h2", "Were you looking for");
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    await context.close();
  });

  it("suggests the closest pages by name for a mistyped URL", async () => {
    const { page } = await shared.tab.visit(`/docs/getting-started/instalation`);
    await waitForText(page, "main h2", "Were you looking for");
    const first = page.locator("main h2 + ul a").first();
    expect(await first.getAttribute("href")).toBe("/docs/getting-started/installation");
    await first.click();
    await page.waitForURL(/installation$/);
  });

  it("suggests pages by the search ranking, synonyms included, on a phone", async () => {
    // "colors" is a word of the Styles guide only through its synonym "colours".
    const { page } = await shared.tab.visit(`/docs/guides/colors`, { viewport: { width: 390, height: 844 } });
    await waitForText(page, "main h2", "Were you looking for");
    const hrefs = await page.locator("main h2 + ul a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/docs/guides/styles");
    expect(hrefs.length).toBeLessThanOrEqual(3);
  });

  it("shows the same page on a client-side navigation to an unknown path", async () => {
    const { page, errors } = await shared.tab.visit(`/docs/getting-started/introduction`);
    await clientNavigate(page, "/docs/this-was-never-written");
    expect(await waitForText(page, "h1", "Page not found")).toBe("Page not found");
    expect(errors).toEqual([]);
  });

  it("shows it for an unknown API page reached client-side, and API pages still load client-side", async () => {
    const { page, errors } = await shared.tab.visit(`/docs/getting-started/introduction`);
    await clientNavigate(page, "/docs/api/generated/widgets.nothing.Class.Nothing");
    expect(await waitForText(page, "h1", "Page not found")).toBe("Page not found");
    await clientNavigate(page, "/docs/api/generated/widgets.box.Class.Box");
    await waitForText(page, "h1", "Box");
    expect(await page.evaluate(() => document.title)).toMatch(/^Box/);
    // The host answers the missing page's data with a 404, which the browser logs; nothing else may fail.
    expect(errors.filter((e) => !e.includes("404 (Not Found)"))).toEqual([]);
  });
});
