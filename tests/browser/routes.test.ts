import { describe, expect, it } from "vitest";
import { waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { specRoutes } from "../support/spec-routes";
import { ISLAND_FAILED } from "../../app/docs-page/islands/use-islands";
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
    // In the shared tab: a page of its own cost a renderer process for this one load.
    const { page, response } = await shared.tab.visit("/docs");
    expect(response?.status()).toBe(200);
    await waitForText(page, "h1", /introduction/i);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      /\/docs\/getting-started\/introduction$/,
    );
  });
});

describe("client-side navigation", () => {
  it("anchors every heading of the introduction with a stable id and a link to it, and follows a sidebar link without a full page load", async () => {
    const { page, errors } = await shared.tab.visit(`/docs/getting-started/introduction`);
    // The introduction's headings as loaded, before the navigation below leaves the page.
    const ids = await page.locator(".mdx-content h2[id]").evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(ids.length, "headings with an id").toBeGreaterThan(0);
    const href = await page.locator(`.mdx-content h2#${ids[0]} > a.heading-anchor`).getAttribute("href");
    expect(href, "the first heading's anchor link").toBe(`#${ids[0]}`);

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
    // The tabs are an island of the page's body (app/docs-page/islands): live after a navigation too.
    const pnpm = page.getByRole("tab", { name: "pnpm" }).first();
    await pnpm.click();
    await expect(pnpm.getAttribute("aria-selected")).resolves.toBe("true");
    expect(errors).toEqual([]);
  });

  it("keeps a guide's body out of hydration and eval, and its links, copy and Run live after a body link's navigation, at 390 and 1280 px", async () => {
    // The longest guide's document carries its body once, as markup: the hydration data holds "" in its place.
    const html = prerenderedHtml("/docs/guides/forms");
    const handoff = html.slice(html.indexOf("window.__reactRouterContext"));
    expect(html).toContain("knows how to collect the values");
    expect(handoff).not.toContain("knows how to collect the values");
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain("unsafe-eval");

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const { page, errors } = await shared.tab.visit("/docs/getting-started/quick-start", { viewport });
      await page.evaluate(() => {
        const w = window as unknown as { sameDocument: boolean; copied?: string };
        w.sameDocument = true;
        navigator.clipboard.writeText = async (text: string) => void (w.copied = text);
      });
      await page.locator("article .mdx-content").getByRole("link", { name: "Forms and text input" }).click();
      await page.waitForURL(/\/docs\/guides\/forms$/);
      await waitForText(page, "h1", /forms/i);
      const state = () =>
        page.evaluate(() => {
          const { sameDocument, copied } = window as unknown as { sameDocument?: boolean; copied?: string };
          return { sameDocument, copied };
        });
      expect((await state()).sameDocument, `${viewport.width} px: a client-side navigation`).toBe(true);

      const block = page.locator("figure.code-block").filter({ has: page.getByRole("button", { name: /Run in/ }) });
      await block.first().getByRole("button", { name: "Copy code to clipboard" }).click();
      const code = await block.first().locator("pre").textContent();
      expect((await state()).copied, `${viewport.width} px: Copy copies the block's code`).toBe(code);
      await expect(block.first().getByRole("button", { name: "Copied" }).count()).resolves.toBe(1);
      await block
        .first()
        .getByRole("button", { name: /Run in/ })
        .click();
      await page.locator("figure.code-block [data-first-frame]").waitFor({ timeout: 15_000 });
      expect(errors, `${viewport.width} px`).toEqual([]);
    }
  });

  it("lays out a long guide's first screen only, its code at its real height meanwhile, and lands a fragment load on its heading", async () => {
    const { page, errors } = await shared.tab.visit("/docs/guides/forms", { viewport: { width: 390, height: 844 } });
    const last = page.locator(".mdx-content > section.later-section").last();
    const drawn = () =>
      last.evaluate((section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(), "the last section before the reader gets there").toBe(false);
    // A code block off screen takes the height it will have: laying it out moves nothing.
    const heights = () =>
      page
        .locator(".mdx-content pre.shiki")
        .evaluateAll((blocks) => blocks.map((pre) => pre.getBoundingClientRect().height));
    const estimated = await heights();
    await page.evaluate(() => document.documentElement.setAttribute("data-full-layout", ""));
    await page.locator(".mdx-content pre.shiki").evaluateAll((blocks) => {
      for (const pre of blocks) (pre as HTMLElement).style.contentVisibility = "visible";
    });
    expect(await heights()).toEqual(estimated);
    expect(await drawn(), "the last section once the page is laid out in full").toBe(true);

    const id = await last.locator("h2").getAttribute("id");
    await page.goto(`${baseUrl()}/docs/guides/forms#${id}`);
    await waitForHydration(page);
    const top = await page.locator(`[id="${id}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top, "the heading, under the navbar and the contents bar").toBeGreaterThan(0);
    expect(top).toBeLessThan(200);
    expect(errors).toEqual([]);
  });

  it("brings a guide's tabs to life on a direct load, and keeps a reader's choice across groups and visits", async () => {
    const { page, errors } = await shared.tab.visit(`/docs/getting-started/installation`);
    const first = page.getByRole("tab", { name: "npm", exact: true }).first();
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const pnpm = page.getByRole("tab", { name: "pnpm" });
    await expect(pnpm.first().getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("pnpm");
    await page.keyboard.press("End");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("yarn");
    await page.keyboard.press("Home");
    // Every group that offers the same choices follows, and shows that choice's panel alone.
    await expect(pnpm.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute("aria-selected")))).resolves.toEqual(
      (await pnpm.all()).map(() => "false"),
    );
    await page.getByRole("tab", { name: "yarn" }).first().click();
    const shown = () =>
      page
        .locator("[role=tabpanel]:not([hidden])")
        .evaluateAll((panels) =>
          panels.map((panel) => document.getElementById(panel.getAttribute("aria-labelledby") ?? "")?.textContent),
        );
    const groups = await page.getByRole("tablist").count();
    await expect(shown()).resolves.toEqual(Array.from({ length: groups }, () => "yarn"));
    // The next visit opens on the reader's choice.
    await page.reload();
    await waitForHydration(page);
    await expect(shown()).resolves.toEqual(Array.from({ length: groups }, () => "yarn"));
    expect(errors).toEqual([]);
  });

  it("keeps a failing island's prerendered markup and the rest of the page", async () => {
    const { page, errors } = await shared.tab.visit("/docs/getting-started/installation", {
      beforeLoad: (page) =>
        page.addInitScript(() => {
          document.addEventListener("DOMContentLoaded", () => {
            // Props the tab list cannot draw: its labels are not a list (React logs the TypeError too).
            document.querySelector("[data-island=tabs]")?.setAttribute("data-island-props", '{"labels":5}');
          });
        }),
    });
    await expect.poll(() => errors.some((error) => error.includes(ISLAND_FAILED))).toBe(true);
    await waitForText(page, "h1", "Installation");
    // The broken group shows its buttons as prerendered; the next group is live.
    await expect(page.getByRole("tablist").first().getByRole("tab").count()).resolves.toBe(3);
    await page.getByRole("tab", { name: "yarn" }).nth(1).click();
    await expect(page.getByRole("tab", { name: "yarn" }).nth(1).getAttribute("aria-selected")).resolves.toBe("true");
    expect(errors.filter((error) => !error.includes(ISLAND_FAILED) && !error.includes("is not a function"))).toEqual(
      [],
    );
  });
});
