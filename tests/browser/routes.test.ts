import { describe, expect, it } from "vitest";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { specRoutes } from "../support/spec-routes";
import { baseUrl, prerenderedHtml, prerenderedPaths } from "./support/site";

const shared = sharedTabForFile({ dataSaver: true });

describe("prerendered routes", () => {
  it("include every non-API route of the spec", () => {
    const built = new Set(prerenderedPaths());
    const missing = specRoutes().filter((route) => !route.startsWith("/docs/api/") && !built.has(route));
    expect(missing).toEqual([]);
  });

  // That each one answers 200 with an h1 and hydrates without a console error is checked by the
  // walk of every page in a11y.test.ts, which loads them all for axe anyway.

  it("/docs shows the introduction and points to it as canonical", async () => {
    const { page } = await openWatchedPage(shared.browser);
    const response = await page.goto(`${baseUrl()}/docs`);
    expect(response?.status()).toBe(200);
    await waitForText(page, "h1", /introduction/i);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      /\/docs\/getting-started\/introduction$/,
    );
  });
});

describe("client-side navigation", () => {
  it("follows a sidebar link without a full page load", async () => {
    const { page, errors } = await shared.tab.visit(`/docs/getting-started/introduction`);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Installation" }).click();
    await page.waitForURL(/\/docs\/getting-started\/installation$/);
    await waitForText(page, "h1", /install/i);
    const sameDocument = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(sameDocument).toBe(true);
    await expect(
      page
        .getByRole("navigation", { name: "Docs sidebar" })
        .getByRole("link", { name: "Installation" })
        .getAttribute("aria-current"),
    ).resolves.toBe("page");
    // The tabs load on demand (app/docs-page/mdx/mdx-components.tsx): the navigation waits for them.
    const pnpm = page.getByRole("tab", { name: "pnpm" }).first();
    await pnpm.click();
    await expect(pnpm.getAttribute("aria-selected")).resolves.toBe("true");
    expect(errors).toEqual([]);
  });

  it("keeps the tabs out of a doc page's first load, fetches them once idle, and hydrates them on a direct load", async () => {
    const introHtml = prerenderedHtml("/docs/getting-started/introduction");
    // The tabs are in the chunk of app/docs-page/mdx/on-demand.ts.
    const tabsChunk = /\/assets\/on-demand-[^"/]*\.js/;
    expect(introHtml).toMatch(/\/assets\/doc-[^"/]*\.js/);
    expect(introHtml).not.toMatch(tabsChunk);

    const { page, errors } = await shared.tab.visit(`/docs/getting-started/introduction`);
    // Once the browser is idle, so that a navigation to a page with tabs does not wait for them.
    await page.waitForFunction(
      (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(entry.name)),
      tabsChunk.source,
    );

    await page.goto(`${baseUrl()}/docs/getting-started/installation`);
    await waitForHydration(page);
    const first = page.getByRole("tab", { name: "npm", exact: true }).first();
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const pnpm = page.getByRole("tab", { name: "pnpm" }).first();
    await expect(pnpm.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("pnpm");
    expect(errors).toEqual([]);
  });

  it("anchors every heading with a stable id and a link to it", async () => {
    const { page } = await openWatchedPage(shared.browser);
    await page.goto(`${baseUrl()}/docs/getting-started/introduction`);
    const ids = await page.locator(".mdx-content h2[id]").evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(ids.length).toBeGreaterThan(0);
    const href = await page.locator(`.mdx-content h2#${ids[0]} > a.heading-anchor`).getAttribute("href");
    expect(href).toBe(`#${ids[0]}`);
  });
});
