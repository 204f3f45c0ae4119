import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { INPUT, OPTION, openWithShortcut, optionTitles, typeQuery } from "./support/search-modal";

/** Index requests seen so far: the embedded index must load on first open, not with the page. */
function watchIndexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/search-index-[\w-]+\.json/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Holds back the modal's code (loaded on first open) until the returned
 * function is called: a first open on a slow network, to type into.
 */
async function holdModalCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/search-modal-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The search modal and the /search page on the embedded index (the default build). */
const shared = sharedTabForFile({ dataSaver: true });

async function openDocPage(path = "/docs/getting-started/introduction") {
  let indexRequests: string[] = [];
  const visit = await shared.tab.visit(path, { beforeLoad: (page) => (indexRequests = watchIndexRequests(page)) });
  return { ...visit, indexRequests };
}

/** A group header without its count ("Guides 12 results" → "Guides"). */
function groupName(header: string): string {
  return header.replace(/\s*\d+(\s+results?)?\s*$/, "");
}

/** Set before a client-side navigation; still there afterwards only if the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

describe("opening the modal", () => {
  it("opens with Ctrl+K, loads the index only then, and closes with Escape, returning focus", async () => {
    const { page, errors, indexRequests } = await openDocPage();
    await page.waitForLoadState("networkidle");
    expect(indexRequests).toEqual([]);
    const button = page.locator("[aria-haspopup=dialog]");
    await expect(button.innerText()).resolves.toMatch(/Ctrl K\s*\//);
    await button.focus();
    await openWithShortcut(page);
    await expect(page.locator("[role=dialog]").getAttribute("aria-modal")).resolves.toBe("true");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-search-open"))).toBe(true);
    await typeQuery(page, "screen");
    await optionTitles(page);
    expect(indexRequests).toHaveLength(1);
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("dialog");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-search-open"))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('opens with "/" outside text fields but not while typing in one, and from the button', async () => {
    const { page } = await openDocPage("/search");
    await page.locator("input[type=search]").focus();
    await page.keyboard.press("/");
    expect(await page.locator("[role=dialog]").count()).toBe(0);
    expect(await page.locator("input[type=search]").inputValue()).toBe("/");
    await page.locator("h1").click();
    await page.keyboard.press("/");
    await page.locator(INPUT).waitFor();
    await page.keyboard.press("Escape");
    await page.locator("[aria-haspopup=dialog]").click();
    await page.locator(INPUT).waitFor();
  });

  it("keeps what is typed right after Ctrl+K while the search code is still loading", async () => {
    const { page } = await openDocPage();
    // Held until the first letters are typed: a first open on a slow network.
    const release = await holdModalCode(page);
    await page.keyboard.press("Control+k");
    await page.keyboard.type("scr");
    release();
    // No wait: these land while the dialog mounts and before its field takes focus.
    await page.keyboard.type("olling");
    await page.locator(INPUT).waitFor({ state: "visible" });
    await expect.poll(() => page.locator(INPUT).inputValue()).toBe("scrolling");
    expect((await optionTitles(page))[0]).toBe("Scrolling");
    // Typing goes on in the field as usual, after what was kept.
    await page.keyboard.type(" text");
    expect(await page.locator(INPUT).inputValue()).toBe("scrolling text");
  });

  it("keeps what is typed right after a tap or click on the search button, too", async () => {
    const { page } = await openDocPage();
    const release = await holdModalCode(page);
    await page.locator("[aria-haspopup=dialog]").click();
    await page.keyboard.type("mouse");
    release();
    await page.keyboard.type(" wheel");
    await page.locator(INPUT).waitFor({ state: "visible" });
    await expect.poll(() => page.locator(INPUT).inputValue()).toBe("mouse wheel");
  });

  it("Ctrl+K again closes it before its code has loaded, and typing then goes where it was", async () => {
    const { page } = await openDocPage("/search");
    const release = await holdModalCode(page);
    const field = page.locator("input[type=search]");
    await field.focus();
    await page.keyboard.press("Control+k");
    await page.keyboard.press("Control+k");
    release();
    await page.keyboard.type("abc");
    expect(await field.inputValue()).toBe("abc");
    expect(await page.locator("[role=dialog]").count()).toBe(0);
  });

  it("keeps Tab inside the dialog", async () => {
    const { page } = await openDocPage();
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    await optionTitles(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    }
  });

  it("blurs nothing behind it or behind the navbar: every frame it draws is one paint, not a blur of the page", async () => {
    // With a blur behind the open dialog, each keystroke and caret blink blurred the whole window
    // again: about 0.4 s of compositing to show one set of results here, against 0.03 s without.
    const { page } = await openDocPage();
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    await optionTitles(page);
    const blurred = await page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .filter((element) => getComputedStyle(element).backdropFilter !== "none")
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
    );
    expect(blurred).toEqual([]);
  });
});

describe("results", () => {
  it("uses combobox and listbox roles, ranks Screen first, groups guides and API and highlights matches", async () => {
    const { page } = await openDocPage();
    await openWithShortcut(page);
    // autocomplete-js puts the combobox role on the input's wrapper (the ARIA 1.1 pattern).
    expect(await page.locator("[role=combobox] .search-input").count()).toBe(1);
    await expect(page.locator(INPUT).getAttribute("aria-autocomplete")).resolves.toBe("both");
    await typeQuery(page, "screen");
    const titles = await optionTitles(page);
    expect(titles[0]).toMatch(/^Screen\b/);
    expect(await page.locator(".search-dialog [role=listbox]").count()).toBeGreaterThan(0);
    const headers = await page.locator("[data-testid=search-group]").allInnerTexts();
    expect(headers.map(groupName)).toEqual(["API REFERENCE", "GUIDES"]);
    expect(await page.locator(`${OPTION} mark`).first().innerText()).toMatch(/screen/i);
    await expect(page.locator(`${OPTION}`).first().innerText()).resolves.toContain("API Reference › Screen");
  });

  it("moves with the arrow keys and opens the chosen result at its anchor without a reload", async () => {
    const { page } = await openDocPage();
    await markDocument(page);
    await openWithShortcut(page);
    await typeQuery(page, "setContent");
    await optionTitles(page);
    const selectedIndex = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(".search-dialog [role=option]")].findIndex(
          (option) => option.getAttribute("aria-selected") === "true",
        ),
      );
    await expect.poll(selectedIndex).toBe(0);
    expect(await page.locator(`${OPTION}[aria-selected=true]`).innerText()).toMatch(/setContent[\s\S]*› Element/);
    await page.keyboard.press("ArrowDown");
    await expect.poll(selectedIndex).toBe(1);
    await page.keyboard.press("ArrowUp");
    await expect.poll(selectedIndex).toBe(0);
    await page.keyboard.press("Enter");
    await page.waitForURL(/widgets\.element\.Class\.Element#method-setcontent$/);
    expect(await isSameDocument(page)).toBe(true);
    await page.locator("#method-setcontent").waitFor();
  });

  it("opens a clicked result in the page, and in a new tab with Ctrl+click", async () => {
    const { page, context } = await openDocPage();
    await markDocument(page);
    await openWithShortcut(page);
    await typeQuery(page, "install");
    await optionTitles(page);
    const [opened] = await Promise.all([
      context.waitForEvent("page"),
      page
        .locator(OPTION)
        .first()
        .click({ modifiers: ["Control"] }),
    ]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe("/docs/getting-started/installation");
    await page.locator(OPTION).first().click();
    await page.waitForURL(/\/docs\/getting-started\/installation$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("opens the result in a new tab with Ctrl+Enter", async () => {
    const { page, context } = await openDocPage();
    await openWithShortcut(page);
    await typeQuery(page, "install");
    await optionTitles(page);
    const [opened] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Control+Enter")]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe("/docs/getting-started/installation");
    expect(page.url()).toContain("/docs/getting-started/introduction");
  });

  it('says "No results found" for a query nothing matches and links to all results otherwise', async () => {
    const { page } = await openDocPage();
    await openWithShortcut(page);
    await typeQuery(page, "qqqxxzzv");
    await waitForText(page, ".search-dialog", 'No results found for "qqqxxzzv"');
    await typeQuery(page, "list");
    const seeAll = page.locator(".search-see-all");
    await seeAll.waitFor();
    expect(await seeAll.innerText()).toMatch(/^See all \d+ results$/);
    await seeAll.click();
    await page.waitForURL(/\/search\?q=list$/);
    await page.locator("[aria-label='Search results'] li").first().waitFor();
  });

  it("loads and queries the index in a worker, off the page's main thread", async () => {
    const { page, errors } = await openDocPage();
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    expect((await optionTitles(page)).length).toBeGreaterThan(0);
    expect(workers).toEqual([expect.stringMatching(/\/assets\/embedded-worker-[\w-]+\.js$/)]);
    expect(errors).toEqual([]);
  });

  it("still answers on the page itself when the worker's script is gone (a deploy removed it)", async () => {
    const { page, indexRequests } = await openDocPage();
    let workerScripts = 0;
    await page.route(/embedded-worker-[\w-]+\.js/, (route) => {
      workerScripts++;
      return route.fulfill({ status: 404, body: "gone" });
    });
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    expect(await optionTitles(page)).toContainEqual(expect.stringMatching(/^Screen\b/));
    expect(workerScripts).toBe(1);
    expect(indexRequests).toHaveLength(1);
  });

  it('shows "Unable to fetch results" when the index cannot be loaded', async () => {
    const { page } = await openDocPage();
    await page.route(/search-index-[\w-]+\.json/, (route) => route.fulfill({ status: 503, body: "down" }));
    await openWithShortcut(page);
    await typeQuery(page, "screen");
    await waitForText(page, ".search-dialog [role=alert]", "Unable to fetch results");
    await waitForText(page, ".search-dialog", "You might want to check your network connection.");
  });
});

describe("recent searches and favorites", () => {
  it("keeps opened results, stars and removes them, and survives a reload", async () => {
    const { page } = await openDocPage();
    await openWithShortcut(page);
    expect(await page.locator(".search-dialog").innerText()).toContain("No recent searches");
    await typeQuery(page, "install");
    await optionTitles(page);
    await page.keyboard.press("Enter");
    await page.waitForURL(/installation$/);
    await openWithShortcut(page);
    await typeQuery(page, "setContent");
    // The recent "Installation" is listed until the results come: Enter before them would open it again.
    await expect.poll(async () => (await optionTitles(page))[0]).toMatch(/^setContent\b/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/#method-setcontent$/);

    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await waitForText(page, ".search-source-header", "Recent");
    expect(await optionTitles(page)).toEqual(["setContent", "Installation"]);
    await expect(page.locator(OPTION).first().innerText()).resolves.toContain("Element");

    // The star with the mouse, on the second entry.
    await page.locator(OPTION, { hasText: "Installation" }).locator('button[title="Save this search"]').click();
    await waitForText(page, ".search-source-header", "Favorites");
    expect(await optionTitles(page)).toEqual(["Installation", "setContent"]);
    // Delete on the highlighted recent, with the keyboard.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.locator(`${OPTION}[aria-selected=true]`).innerText()).toContain("setContent");
    await page.keyboard.press("Delete");
    await expect.poll(() => page.locator(OPTION).count()).toBe(1);
    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await waitForText(page, ".search-source-header", "Favorites");
    expect(await page.locator(".search-source-header").allTextContents()).toEqual(["Favorites"]);
    expect(await optionTitles(page)).toEqual(["Installation"]);
  });
});

describe("Ask AI (embedded retrieval)", () => {
  it("answers from retrieved passages with citations; Escape leaves Ask AI, then closes", async () => {
    const { page } = await openDocPage();
    await markDocument(page);
    await openWithShortcut(page);
    await typeQuery(page, "install peer dependencies");
    await page.locator(`${OPTION}`, { hasText: "Ask AI" }).click();
    await waitForText(page, ".ask-ai-answer", "retrieved answer");
    await page.locator(".ask-ai-turn[data-status=done]").waitFor();
    // Nothing was generated: no "generated with AI" line above a retrieved answer.
    expect(await page.locator(".ask-ai").innerText()).not.toContain("generated with AI");
    expect(await page.locator(".ask-ai-disclaimer").count()).toBe(0);
    const sources = page.locator(".ask-ai-sources a");
    expect(await sources.count()).toBeGreaterThan(0);
    const citation = page.locator(".ask-ai-answer .ask-ai-citation").first();
    const href = await citation.getAttribute("href");
    expect(href).toMatch(/^\/docs\/.+#.+/);

    await page.locator("#ask-ai-input").fill("and with yarn?");
    await page.keyboard.press("Enter");
    await page.locator(".ask-ai-turn").nth(1).waitFor();
    await page.locator(".ask-ai-turn[data-status=done]").nth(1).waitFor();

    await page.keyboard.press("Escape");
    await page.locator(".ask-ai").waitFor({ state: "detached" });
    expect(await page.locator(INPUT).inputValue()).toBe("install peer dependencies");
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });

    await openWithShortcut(page);
    await typeQuery(page, "install peer dependencies");
    await page.locator(`${OPTION}`, { hasText: "Ask AI" }).click();
    await page.locator(".ask-ai-answer .ask-ai-citation").first().click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(await isSameDocument(page)).toBe(true);
  });
});

describe("the /search page", () => {
  it("computes results on direct load, paginates a group, and keeps the query in the URL while typing", async () => {
    const { page, errors } = await openDocPage("/search?q=screen&group=api");
    const results = page.locator("[aria-label='Search results'] li");
    await results.first().waitFor();
    expect(await results.count()).toBe(10);
    // The card's own link; the sections it heads are linked below it.
    expect(await results.first().locator("a").first().innerText()).toBe("Screen");
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await waitForText(page, "[aria-live]", /page 2 of \d+/);
    const input = page.locator("input[type=search]");
    expect(await input.inputValue()).toBe("screen");
    await input.fill("");
    await input.type("runtime");
    await page.waitForURL(/\/search\?q=runtime&group=api$/);
    await waitForText(page, "[aria-label='Search results'] li a", "Runtime");
    expect(errors).toEqual([]);
  });

  it("shows the query as text and never runs markup from it", async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const { page } = await openDocPage(`/search?q=${encodeURIComponent(payload)}`);
    await waitForText(page, "main [aria-live]", "results for");
    expect(await page.locator("main").innerText()).toContain(payload);
    expect(await page.locator("main img[src=x]").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

/** What the reader sees at both widths: the topic's guide first, both groups with their counts. */
describe.each([
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])("grouped results at $width×$height", (viewport) => {
  const open = (path: string) => shared.tab.visit(path, { viewport });
  const groups = (page: Page, selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .then((texts) => texts.map((text) => text.replace(/\s+/g, " ").trim()));

  it('answers "scroll" with the Scrolling guide first and "Box" with the Box class, both groups in the modal', async () => {
    const { page, errors } = await open("/docs/getting-started/introduction");
    await openWithShortcut(page);
    await typeQuery(page, "scroll");
    await waitForText(page, `${OPTION} .search-hit-title`, "Scrolling");
    expect((await optionTitles(page))[0]).toBe("Scrolling");
    const headers = await groups(page, "[data-testid=search-group]");
    expect(headers.map(groupName)).toEqual(["GUIDES", "API REFERENCE"]);
    expect(headers.every((h) => /\d+ results$/.test(h))).toBe(true);
    for (const header of await page.locator("[data-testid=search-group]").all()) {
      await header.scrollIntoViewIfNeeded();
      expect(await header.isVisible()).toBe(true);
    }
    await typeQuery(page, "Box");
    await expect.poll(async () => (await optionTitles(page))[0]).toMatch(/^Box\b/);
    expect((await groups(page, "[data-testid=search-group]")).map(groupName)).toEqual(["API REFERENCE", "GUIDES"]);
    expect(errors).toEqual([]);
  });

  it("groups by page, matches word starts, forgives a typo, knows a synonym and finds an option's default", async () => {
    const { page, errors } = await open("/docs/getting-started/introduction");
    await openWithShortcut(page);
    const options = () =>
      page.locator(OPTION).evaluateAll((items) =>
        items.map((item) => ({
          // The title as shown, without the kind said to screen readers ("Border (Interface)").
          title: [...(item.querySelector(".search-hit-title")?.childNodes ?? [])]
            .filter((node) => !(node instanceof HTMLElement && node.classList.contains("sr-only")))
            .map((node) => node.textContent)
            .join("")
            .trim(),
          trail: item.querySelector(".search-hit-trail")?.textContent?.trim() ?? "",
          nested: item.querySelector(".search-hit-nested") !== null,
        })),
      );
    const resultsFor = async (query: string) => {
      // Emptied first, so that the lines read are this query's and not the last one's.
      await typeQuery(page, "");
      await page.locator(`${OPTION} .search-hit-title`).first().waitFor({ state: "detached" });
      await typeQuery(page, query);
      await optionTitles(page);
      return options();
    };

    // One line per page, its other sections under it: Styles and its Borders section.
    const border = await resultsFor("border");
    expect(border[0]?.title).toBe("Border");
    const styles = border.findIndex((o) => !o.nested && o.trail.includes("Styles, colours and tags"));
    expect(styles).toBeGreaterThan(0);
    expect(border.slice(styles, styles + 4).map((o) => o.title)).toContain("Borders");
    // A line's page: its trail without the kind and without an h3's parent heading.
    const pages = border
      .filter((o) => !o.nested)
      .map((o) =>
        o.trail
          .replace(/^[^·]*· /, "")
          .split(" › ")
          .slice(0, 2)
          .join(" › "),
      );
    expect(new Set(pages).size, pages.join("\n")).toBe(pages.length);

    // Word starts only: "center" finds no "enter" inside a word.
    const center = await resultsFor("center");
    expect(center.filter((o) => /enter/i.test(o.title) && !/center/i.test(o.title))).toEqual([]);

    // A typo in a long word, first letter kept.
    expect((await resultsFor("keybaord"))[0]?.title).toBe("Keyboard");

    // A synonym: the guide says "dialog", the reader says "modal".
    expect((await resultsFor("modal")).map((o) => o.title)).toContain("Dialogs and prompts");

    // An option's default: the option on the interface that declares it, its line saying the default.
    const defaults = await resultsFor("border default");
    const option = defaults.find((o) => o.title === "border" && o.trail.includes("ElementOptions"));
    expect(option, JSON.stringify(defaults)).toBeDefined();
    expect(errors).toEqual([]);
  });

  it("shows Guides and API reference with counts on /search, and one group page by page", async () => {
    const { page, errors } = await open("/search?q=scroll");
    await page.locator("[aria-label='Search results'] li").first().waitFor();
    const headings = await groups(page, "[aria-label='Search results'] h2");
    expect(headings.map(groupName)).toEqual(["Guides", "API reference"]);
    expect(await page.locator("[aria-label='Guides'] li a").first().innerText()).toBe("Scrolling");
    const tabs = page.getByRole("navigation", { name: "Result groups" });
    await expect(tabs.getByRole("link", { name: /^All \d+$/ }).getAttribute("aria-current")).resolves.toBe("page");
    await tabs.getByRole("link", { name: /^API reference \d+$/ }).click();
    await page.waitForURL(/[?&]group=api/);
    await waitForText(page, "[aria-live]", /API reference results for "scroll"/);
    const hits = page.locator("ol[aria-label='Search results'] li");
    expect(await hits.count()).toBe(10);
    const trails = await page.evaluate(() =>
      [...document.querySelectorAll("ol[aria-label='Search results'] li")].map(
        (li) => li.querySelector("p")?.textContent,
      ),
    );
    expect(trails.every((trail) => trail?.includes("API Reference"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
});
