import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientNavigate, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";

const shared = sharedTabForFile({ dataSaver: true });

/** The page's layout shifts since its load began: the browser keeps them for an observer that asks for the buffer. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const shifts: number[] = [];
        const take = (entries: PerformanceEntryList) => {
          for (const entry of entries) shifts.push((entry as PerformanceEntry & { value: number }).value);
        };
        const observer = new PerformanceObserver((list) => take(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        take(observer.takeRecords());
        requestAnimationFrame(() => {
          take(observer.takeRecords());
          observer.disconnect();
          resolve(shifts);
        });
      }),
  );

describe("unknown paths", () => {
  it("answer with status 404 and the full not-found page, whose shell works; a client-side navigation to an unknown path shows the same page, and API pages still load client-side after one", async () => {
    const paths = ["/no-such-page", "/docs/no-such-page", "/docs/api/generated/widgets.nothing.Class.Nothing"];
    for (const path of paths) {
      const { page, errors, response } = await shared.tab.visit(path);
      expect(response?.status(), path).toBe(404);
      expect(await waitForText(page, "h1", "Page not found")).toBe("Page not found");
      // The shell is all there and alive.
      await expect(page.getByRole("navigation", { name: "Main" }).isVisible(), `${path}: navbar`).resolves.toBe(true);
      const installation = page.locator("footer").getByRole("link", { name: "Installation" });
      await expect(installation.isVisible(), `${path}: footer`).resolves.toBe(true);
      // Each footer link is a target of WCAG 2.2's minimum size on its own, not only by its spacing, which axe
      // misjudges where sections above are not laid out yet (Lighthouse did, on the longest API page).
      const linkHeights = await page
        .locator("footer a")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(Math.min(...linkHeights), `${path}: footer link height`).toBeGreaterThanOrEqual(24);
      await expect(page.locator("main code").textContent(), `${path}: the address shown`).resolves.toBe(path);
      expect(
        errors.filter((e) => !e.includes("404 (Not Found)")),
        path,
      ).toEqual([]);

      await installation.click();
      await page.waitForURL(/installation$/);
      await waitForText(page, "h1", /install/i);
      if (path !== paths.at(-1)) continue;

      // From the installation guide the footer led to: a docs page, loaded as any other.
      const before = errors.length;
      await clientNavigate(page, "/docs/this-was-never-written");
      expect(await waitForText(page, "h1", "Page not found")).toBe("Page not found");
      expect(errors.slice(before), "client-side to an unknown path").toEqual([]);

      await clientNavigate(page, "/docs/api/generated/widgets.nothing.Class.Nothing");
      expect(await waitForText(page, "h1", "Page not found")).toBe("Page not found");
      await clientNavigate(page, "/docs/api/generated/widgets.box.Class.Box");
      await waitForText(page, "h1", "Box");
      expect(await page.evaluate(() => document.title), "the API page after an unknown one").toMatch(/^Box/);
      // The host answers the missing page's data with a 404, which the browser logs; nothing else may fail.
      expect(
        errors.slice(before).filter((e) => !e.includes("404 (Not Found)")),
        "client-side to an unknown API page, then to Box",
      ).toEqual([]);
    }
  });

  it("suggests the closest pages by name for a mistyped URL, filling room kept for them: nothing moves once painted", async () => {
    const { page } = await shared.tab.visit(`/docs/getting-started/instalation`, {
      viewport: { width: 390, height: 844 },
    });
    await waitForText(page, "main h2", "Were you looking for");
    expect(await layoutShifts(page), "layout shifts").toEqual([]);
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
});
