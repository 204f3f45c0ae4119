import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { GALLERY_PROGRAMS_DIR, GALLERY_WIDGETS } from "../../content/gallery/widgets";
import { NAMES_LIVE_ATTRIBUTE } from "../../contracts/sample-types";
import { TYPES_FAILED } from "../../app/docs-page/sample-types/name-hints";
import { behaviour } from "./support/behaviour";
import { clientNavigate, waitForText } from "./support/chromium";
import { sharedTabForFile, visitRecordingScripts } from "./support/reused-tab";

// The widget gallery (/docs/gallery) and the lead of a widget's API class page
// in a real browser: every entry has its picture or its reason, the terminal
// is fetched only when Run is pressed, and Run shows the program's first frame.
// A page load and a live run are what these tests spend their time on: each page is loaded
// once and every behaviour of it checked on that load, each under its own name (behaviour()).
const TERMINAL = "[data-live-terminal] .xterm-rows";
const SANDBOX_FRAME = "iframe[data-live-sandbox]";
const LIVE_CHUNK = /\/assets\/(load-live-terminal|live-terminal|gallery-run)-[^/]+\.js$/;

const shared = sharedTabForFile({ dataSaver: true });

const open = (path: string) => visitRecordingScripts(shared.tab, path);

/** Each entry's name, and whether it shows a captured screen, a reason, and a Run button. */
function readEntries(page: Page) {
  return page.locator("article[data-gallery-entry]").evaluateAll((articles) =>
    articles.map((article) => ({
      name: article.getAttribute("data-gallery-entry"),
      // A screen that shows something: text, or cells painted in colour (BigText, the images).
      picture:
        (article.querySelector("figure[data-sample-output] pre")?.textContent ?? "").trim().length > 0 ||
        article.querySelector("figure[data-sample-output] pre span[style*='background']") !== null,
      painted: article.querySelector("figure[data-sample-output] pre span[style]") !== null,
      reason: (article.querySelector("[data-gallery-reason]")?.textContent ?? "").trim(),
      run: article.querySelector("[data-gallery-run]") !== null,
      norun: (article.querySelector("[data-norun]")?.textContent ?? "").trim(),
    })),
  );
}

describe("the widget gallery page", () => {
  it("shows every entry with a picture or a reason, has no sideways scroll on a phone, fetches no terminal before Run, and runs an entry's program when Run is pressed", async () => {
    const { page, scripts, errors } = await open("/docs/gallery");
    await behaviour("every entry shows a picture or a reason", async () => {
      const entries = await readEntries(page);
      expect(entries.map((entry) => entry.name)).toEqual(GALLERY_WIDGETS.map((widget) => widget.name));
      for (const entry of entries) {
        expect(entry.picture !== (entry.reason !== ""), `${entry.name}: a picture or a reason`).toBe(true);
        // An entry with a picture offers Run or says why not.
        if (entry.picture) expect(entry.run !== (entry.norun !== ""), `${entry.name}: Run or why not`).toBe(true);
      }
      expect(entries.filter((entry) => entry.reason).map((entry) => entry.name)).toEqual(["Node", "OverlayImage"]);
      // The screens keep their colours (the sample panel's painted spans).
      expect(entries.find((entry) => entry.name === "Box")?.painted).toBe(true);
    });
    await behaviour("off-screen entries are not laid out until they come near", async () => {
      expect(
        await page
          .locator("article[data-gallery-entry]")
          .first()
          .evaluate((el) => getComputedStyle(el).contentVisibility),
      ).toBe("auto");
    });
    await behaviour("no sideways scroll on a phone", async () => {
      await page.setViewportSize({ width: 390, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    await behaviour("no terminal is fetched before Run", async () => {
      expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);
    });
    await behaviour(
      "a program's names show their types: the block is one Tab stop, its text is the file, hovering List opens its API page's link",
      async () => {
        await page.locator(`html[${NAMES_LIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
        const entry = page.locator('article[data-gallery-entry="List"]');
        await entry.locator("summary").click();
        const pre = entry.locator("pre[data-named-code]");
        expect(await pre.getAttribute("tabindex")).toBe("0");
        expect(await pre.locator("[tabindex]").count()).toBe(0);
        expect(await pre.textContent()).toBe(readFileSync(`${GALLERY_PROGRAMS_DIR}/list.ts`, "utf8"));
        const list = pre.locator("[data-qi]", { hasText: /^List$/ }).first();
        const popover = page.locator(".name-popover");
        // A cut connection: the popover says the types did not download, and the next hover tries again.
        const file = "**/sample-types/docs/gallery.json";
        await page.route(file, (route) => route.abort());
        const before = errors.length;
        await list.hover();
        await waitForText(page, ".name-popover", TYPES_FAILED);
        await page.unroute(file);
        errors.push(...errors.splice(before).filter((error) => !error.includes("net::ERR_FAILED")));
        await page.mouse.move(0, 0);
        await popover.waitFor({ state: "hidden" });
        await list.hover();
        await popover.waitFor({ state: "visible", timeout: 5000 });
        expect(await popover.textContent()).toContain("class List");
        expect(await popover.getByRole("link", { name: "List in the API reference" }).getAttribute("href")).toBe(
          "/docs/api/generated/widgets.list.Class.List",
        );
        await page.mouse.move(0, 0);
        await popover.waitFor({ state: "hidden" });
        // The keys move by line in plain text too: ArrowDown from the first name reaches a name further down.
        await pre.focus();
        await page.keyboard.press("ArrowRight");
        const top = () => page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? Number.NaN);
        const first = await top();
        await page.keyboard.press("ArrowDown");
        expect(await top()).toBeGreaterThan(first);
        await page.keyboard.press("Escape");
      },
    );
    await behaviour("the pointer reaching an entry's Run starts the sandbox, not the terminal", async () => {
      await page.locator('article[data-gallery-entry="List"] [data-gallery-run]').hover();
      await page.locator(SANDBOX_FRAME).waitFor({ state: "attached" });
      expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);
    });
    await behaviour("a terminal that fails to download says so above the entry's Run, which tries again", async () => {
      const chunk = /\/assets\/load-live-terminal-[^/]+\.js$/;
      await page.route(chunk, (route) => route.abort());
      const before = errors.length;
      const list = page.locator('article[data-gallery-entry="List"]');
      await list.locator("[data-gallery-run]").click();
      await waitForText(page, '[data-gallery-entry="List"] [role=alert]', /^The terminal could not be downloaded\./);
      expect(await list.locator("[data-gallery-run]").textContent()).toBe("▶ Run in your browser");
      await page.unroute(chunk);
      // The browser logs the download this step cuts off; anything else stays an error.
      errors.push(
        ...errors.splice(before).filter((error) => !error.includes("Failed to load resource: net::ERR_FAILED")),
      );
    });
    await behaviour("Run shows the first frame of the entry's program, in the entry", async () => {
      const list = page.locator('article[data-gallery-entry="List"]');
      await list.locator("[data-gallery-run]").click();
      // The first frame of list.ts: the fruit list inside its border.
      await waitForText(page, TERMINAL, "Elderberry", 20_000);
      await page.locator("[data-live-terminal] [data-first-frame]").waitFor({ timeout: 5_000 });
      expect(await list.locator(TERMINAL).count()).toBe(1);
      expect(await list.locator("[role=alert]").count(), "the earlier failure's sentence is gone").toBe(0);
      expect(scripts.some((url) => LIVE_CHUNK.test(url))).toBe(true);
      // At the grid its picture was drawn in (rows counted as xterm.js draws them), not whatever fits.
      const pictureRows = await list.locator("figure[data-sample-output] pre > span").count();
      expect(await list.locator(`${TERMINAL} > div`).count()).toBe(pictureRows);
    });
    await behaviour(
      "keys reach the program: Down twice and Enter pick Cherry, as the captured picture shows",
      async () => {
        for (const key of ["ArrowDown", "ArrowDown", "Enter"]) await page.keyboard.press(key);
        await waitForText(page, TERMINAL, "You picked Cherry", 10_000);
      },
    );
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });
});

describe("a widget's API class page", () => {
  it("opens with the gallery's picture and runs it; leaving inside the site stops the program, and the gallery reached by a client-side navigation shows its entries", async () => {
    const { page, scripts, errors } = await open("/docs/api/generated/widgets.list.Class.List");
    const lead = page.locator("[data-api-lead] [data-gallery-entry='List']");
    await behaviour("the page opens with the gallery's picture, before the class's own doc comment", async () => {
      expect((await lead.locator("figure[data-sample-output]").textContent()) ?? "").toContain("You picked Cherry");
      const first = await page.locator("[data-api-page] > *").first().getAttribute("data-api-lead");
      expect(first).toBe("");
    });
    await behaviour(
      "no terminal is fetched before Run (the pointer on it starts the sandbox), and Run runs the picture's program",
      async () => {
        expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);
        await lead.locator("[data-gallery-run]").hover();
        await page.locator(SANDBOX_FRAME).waitFor({ state: "attached" });
        expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);
        await lead.locator("[data-gallery-run]").click();
        await waitForText(page, TERMINAL, "Elderberry", 20_000);
      },
    );

    // The terminal's own root, kept past the navigation that takes it out of the page.
    await page.evaluate(() => {
      (window as unknown as { galleryHost: Element | null }).galleryHost = document.querySelector(".gallery-live");
    });
    await clientNavigate(page, "/docs/gallery");
    await behaviour("after a client-side navigation, the gallery shows its entries", async () => {
      await page.locator('article[data-gallery-entry="Box"] figure[data-sample-output]').waitFor({ timeout: 10_000 });
      expect(await page.locator("article[data-gallery-entry]").count()).toBe(GALLERY_WIDGETS.length);
    });
    await behaviour("leaving the page unmounts the terminal, which stops its program", async () => {
      // Unmounted, not merely detached with the program still running.
      await page.waitForFunction(
        () => (window as unknown as { galleryHost: Element | null }).galleryHost?.childElementCount === 0,
      );
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });

  it("says why there is no picture for a class the build cannot draw", async () => {
    const { page } = await shared.tab.visit("/docs/api/generated/widgets.overlayimage.Class.OverlayImage");
    const reason = (await page.locator("[data-api-lead] [data-gallery-reason]").textContent()) ?? "";
    expect(reason).toContain("W3M Image Display not available");
    expect(await page.locator("[data-api-lead] figure[data-sample-output]").count()).toBe(0);
  });
});
