import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GALLERY_WIDGETS } from "../../content/gallery/widgets";
import { clientNavigate, waitForText } from "./support/chromium";
import { sharedTabForFile, visitRecordingScripts } from "./support/reused-tab";

// The widget gallery (/docs/gallery) and the lead of a widget's API class page
// in a real browser: every entry has its picture or its reason, the terminal
// is fetched only when Run is pressed, and Run shows the program's first frame.
const TERMINAL = "[data-live-terminal] .xterm-rows";
const LIVE_CHUNK = /\/assets\/(load-live-terminal|live-terminal|gallery-run)-[^/]+\.js$/;

const shared = sharedTabForFile({ dataSaver: true });

const open = (path: string, width = 1280) => visitRecordingScripts(shared.tab, path, { width, height: 900 });

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
  it("shows every entry with a picture or a reason, and fetches no terminal before Run", async () => {
    const { page, scripts, errors } = await open("/docs/gallery");
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
    // Off-screen entries are not laid out until they come near.
    expect(
      await page
        .locator("article[data-gallery-entry]")
        .first()
        .evaluate((el) => getComputedStyle(el).contentVisibility),
    ).toBe("auto");
    expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("runs an entry's program in the page when Run is pressed", async () => {
    const { page, scripts, errors } = await open("/docs/gallery");
    const list = page.locator('article[data-gallery-entry="List"]');
    await list.locator("[data-gallery-run]").click();
    // The first frame of list.ts: the fruit list inside its border.
    await waitForText(page, TERMINAL, "Elderberry", 20_000);
    await page.locator("[data-live-terminal] [data-first-frame]").waitFor({ timeout: 5_000 });
    expect(await list.locator(TERMINAL).count()).toBe(1);
    expect(scripts.some((url) => LIVE_CHUNK.test(url))).toBe(true);
    // Keys reach the program: Down twice and Enter pick Cherry, as the captured picture shows.
    for (const key of ["ArrowDown", "ArrowDown", "Enter"]) await page.keyboard.press(key);
    await waitForText(page, TERMINAL, "You picked Cherry", 10_000);
    expect(errors).toEqual([]);
  });

  it("shows the entries after a client-side navigation too", async () => {
    const { page, errors } = await open("/docs/examples");
    await clientNavigate(page, "/docs/gallery");
    await page.locator('article[data-gallery-entry="Box"] figure[data-sample-output]').waitFor({ timeout: 10_000 });
    expect(await page.locator("article[data-gallery-entry]").count()).toBe(GALLERY_WIDGETS.length);
    expect(errors).toEqual([]);
  });

  it("has no sideways scroll on a phone", async () => {
    const { page } = await open("/docs/gallery", 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

describe("a widget's API class page", () => {
  it("opens with the gallery's picture and runs it", async () => {
    const { page, scripts, errors } = await open("/docs/api/generated/widgets.list.Class.List");
    const lead = page.locator("[data-api-lead] [data-gallery-entry='List']");
    expect((await lead.locator("figure[data-sample-output]").textContent()) ?? "").toContain("You picked Cherry");
    // The lead comes before the class's own doc comment.
    const first = await page.locator("[data-api-page] > *").first().getAttribute("data-api-lead");
    expect(first).toBe("");
    expect(scripts.filter((url) => LIVE_CHUNK.test(url))).toEqual([]);
    await lead.locator("[data-gallery-run]").click();
    await waitForText(page, TERMINAL, "Elderberry", 20_000);
    expect(errors).toEqual([]);
  });

  it("stops the program when the reader leaves the page inside the site", async () => {
    const { page } = await open("/docs/api/generated/widgets.list.Class.List");
    await page.locator("[data-api-lead] [data-gallery-run]").click();
    await waitForText(page, TERMINAL, "Elderberry", 20_000);
    // The terminal's own root, kept past the navigation that takes it out of the page.
    await page.evaluate(() => {
      (window as unknown as { galleryHost: Element | null }).galleryHost = document.querySelector(".gallery-live");
    });
    await clientNavigate(page, "/docs/getting-started/introduction");
    await waitForText(page, "h1", "Introduction");
    // Unmounted (which stops its program), not merely detached with the program still running.
    await page.waitForFunction(
      () => (window as unknown as { galleryHost: Element | null }).galleryHost?.childElementCount === 0,
    );
  });

  it("says why there is no picture for a class the build cannot draw", async () => {
    const { page } = await open("/docs/api/generated/widgets.overlayimage.Class.OverlayImage");
    const reason = (await page.locator("[data-api-lead] [data-gallery-reason]").textContent()) ?? "";
    expect(reason).toContain("W3M Image Display not available");
    expect(await page.locator("[data-api-lead] figure[data-sample-output]").count()).toBe(0);
  });
});
