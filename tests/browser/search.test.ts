import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import {
  askAiFromKeyboard,
  groupName,
  INPUT,
  NEW_RESULTS,
  OPTION,
  openWithShortcut,
  optionTitles,
  typeQuery,
  typeUntilFirst,
  visibleTexts,
} from "./support/search-modal";

// Each test is one page load (and what follows from it): a load and hydration cost about a
// second, so the checks that can share a load do, each saying what it checks when it fails.

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

type Viewport = { width: number; height: number };
const DESKTOP: Viewport = { width: 1280, height: 800 };
const PHONE: Viewport = { width: 390, height: 844 };

async function openDocPage(path = "/docs/getting-started/introduction", viewport?: Viewport) {
  let indexRequests: string[] = [];
  const visit = await shared.tab.visit(path, {
    ...(viewport ? { viewport } : {}),
    beforeLoad: (page) => (indexRequests = watchIndexRequests(page)),
  });
  return { ...visit, indexRequests };
}

/** Set before a client-side navigation; still there afterwards only if the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

const isSearchOpen = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-search-open"));

/**
 * Titles once the results of `query` are on screen. Group headers come only with results: the
 * recent searches the modal opens with stay listed until then, and must not be taken for them.
 */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await typeQuery(page, query);
  await page.locator("[data-testid=search-group]").first().waitFor();
  return optionTitles(page);
}

describe("opening the modal", () => {
  it("opens with Ctrl+K on a slow first load keeping what was typed and loads the index only then, in a worker; ranks and groups results at 1280 and 390 px (Screen, Scrolling, Box; one line per page, word starts, a typo, a synonym, an option's default); is an unblurred combobox that keeps Tab inside; Escape closes it returning focus", async () => {
    const { page, errors, indexRequests } = await openDocPage("/docs/getting-started/introduction", DESKTOP);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.waitForLoadState("networkidle");
    expect(indexRequests, "no index request with the page").toEqual([]);
    const button = page.locator("[aria-haspopup=dialog]");
    await expect(button.innerText(), "the button shows its shortcuts").resolves.toMatch(/Ctrl K\s*\//);
    // Held until the first letters are typed: a first open on a slow network.
    const release = await holdModalCode(page);
    await button.focus();
    await page.keyboard.press("Control+k");
    await page.keyboard.type("scr");
    release();
    // No wait: these land while the dialog mounts and before its field takes focus.
    await page.keyboard.type("olling");
    await page.locator(INPUT).waitFor({ state: "visible" });
    await expect
      .poll(() => page.locator(INPUT).inputValue(), { message: "letters typed while the code loaded are kept" })
      .toBe("scrolling");
    expect((await optionTitles(page))[0], "the kept letters are searched").toBe("Scrolling");
    // Typing goes on in the field as usual, after what was kept.
    await page.keyboard.type(" text");
    expect(await page.locator(INPUT).inputValue(), "typing goes on after the kept letters").toBe("scrolling text");
    await expect(page.locator("[role=dialog]").getAttribute("aria-modal"), "a modal dialog").resolves.toBe("true");
    expect(await isSearchOpen(page), "<html> is marked while the modal is open").toBe(true);
    expect(indexRequests, "the index loads on first open, once").toHaveLength(1);
    expect(workers, "the index is loaded and queried in a worker").toEqual([
      expect.stringMatching(/\/assets\/embedded-worker-[\w-]+\.js$/),
    ]);

    // autocomplete-js puts the combobox role on the input's wrapper (the ARIA 1.1 pattern).
    expect(await page.locator("[role=combobox] .search-input").count(), "the field is in a combobox").toBe(1);
    await expect(page.locator(INPUT).getAttribute("aria-autocomplete"), "aria-autocomplete").resolves.toBe("both");
    await typeQuery(page, "screen");
    await expect
      .poll(async () => (await optionTitles(page))[0], {
        message: "Screen ranks first for screen",
        timeout: NEW_RESULTS,
      })
      .toMatch(/^Screen\b/);
    expect(await page.locator(".search-dialog [role=listbox]").count(), "results are in a listbox").toBeGreaterThan(0);
    const headers = await page.locator("[data-testid=search-group]").allInnerTexts();
    expect(headers.map(groupName), "groups for screen").toEqual(["API REFERENCE", "GUIDES"]);
    expect(await page.locator(`${OPTION} mark`).first().innerText(), "the match is highlighted").toMatch(/screen/i);
    await expect(page.locator(OPTION).first().innerText(), "the hit's trail").resolves.toContain(
      "API Reference › Screen",
    );

    // The modal has no script that depends on the width (only CSS does): one load is resized
    // rather than loaded again, and what it reads is re-read at each width.
    for (const viewport of [DESKTOP, PHONE]) {
      const at = `at ${viewport.width}px`;
      await page.setViewportSize(viewport);
      await typeUntilFirst(page, "scroll", "Scrolling", at);
      const scrollGroups = await visibleTexts(page, "[data-testid=search-group]");
      expect(scrollGroups.map(groupName), `groups for scroll ${at}`).toEqual(["GUIDES", "API REFERENCE"]);
      expect(scrollGroups, `each group says how many results ${at}`).toEqual([
        expect.stringMatching(/\d+ results$/),
        expect.stringMatching(/\d+ results$/),
      ]);
      for (const header of await page.locator("[data-testid=search-group]").all()) {
        await header.scrollIntoViewIfNeeded();
        expect(await header.isVisible(), `group header visible ${at}`).toBe(true);
      }
      await typeUntilFirst(page, "Box", /^Box\b/, at);
      expect((await visibleTexts(page, "[data-testid=search-group]")).map(groupName), `groups for Box ${at}`).toEqual([
        "API REFERENCE",
        "GUIDES",
      ]);
    }

    // Read from the DOM's text, which no width changes: checked once.
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
    const linesFor = async (query: string) => {
      // Emptied first, so that the lines read are this query's and not the last one's.
      await typeQuery(page, "");
      await page.locator(`${OPTION} .search-hit-title`).first().waitFor({ state: "detached" });
      await typeQuery(page, query);
      await optionTitles(page);
      return options();
    };

    // One line per page, its other sections under it: Styles and its Borders section.
    const border = await linesFor("border");
    expect(border[0]?.title, "border's first line").toBe("Border");
    const styles = border.findIndex((o) => !o.nested && o.trail.includes("Styles, colours and tags"));
    expect(styles, "the Styles page has a line").toBeGreaterThan(0);
    expect(
      border.slice(styles, styles + 4).map((o) => o.title),
      "Borders is under Styles",
    ).toContain("Borders");
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
    expect(new Set(pages).size, `one line per page:\n${pages.join("\n")}`).toBe(pages.length);

    // Word starts only: "center" finds no "enter" inside a word.
    const center = await linesFor("center");
    expect(
      center.filter((o) => /enter/i.test(o.title) && !/center/i.test(o.title)),
      "word starts",
    ).toEqual([]);

    // A typo in a long word, first letter kept.
    expect((await linesFor("keybaord"))[0]?.title, "a typo").toBe("Keyboard");

    // A synonym: the guide says "dialog", the reader says "modal".
    expect(
      (await linesFor("modal")).map((o) => o.title),
      "a synonym",
    ).toContain("Dialogs and prompts");

    // An option's default: the option on the interface that declares it, its line saying the default.
    const defaults = await linesFor("border default");
    const option = defaults.find((o) => o.title === "ElementOptions.border");
    expect(option, `an option's default: ${JSON.stringify(defaults)}`).toBeDefined();
    await page.setViewportSize(DESKTOP);

    // With a blur behind the open dialog, each keystroke and caret blink blurred the whole window
    // again: about 0.4 s of compositing to show one set of results here, against 0.03 s without.
    const blurred = await page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .filter((element) => getComputedStyle(element).backdropFilter !== "none")
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
    );
    expect(blurred, "nothing behind the dialog or the navbar is blurred").toEqual([]);

    for (let i = 1; i <= 8; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))),
        `focus stays in the dialog after Tab ${i}`,
      ).toBe(true);
    }

    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup")),
      "focus is back on the search button",
    ).toBe("dialog");
    expect(await isSearchOpen(page), "<html> is unmarked once closed").toBe(false);
    expect(errors).toEqual([]);
  });

  it("keeps what is typed right after a click on the search button during a slow first load, says it is searching (never that nothing matched) while the index loads, and answers on the page itself when the worker's script is gone (a deploy removed it)", async () => {
    const { page, indexRequests } = await openDocPage();
    let workerScripts = 0;
    await page.route(/embedded-worker-[\w-]+\.js/, (route) => {
      workerScripts++;
      return route.fulfill({ status: 404, body: "gone" });
    });
    // A slow index, longer than autocomplete waits before it draws the panel again (its stall delay).
    await page.route(/search-index-[\w-]+\.json/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const release = await holdModalCode(page);
    await page.locator("[aria-haspopup=dialog]").click();
    await page.keyboard.type("mouse");
    release();
    await page.keyboard.type(" wheel");
    await page.locator(INPUT).waitFor({ state: "visible" });
    await expect
      .poll(() => page.locator(INPUT).inputValue(), { message: "letters typed while the code loaded are kept" })
      .toBe("mouse wheel");
    await page.locator(".search-dialog [role=status]", { hasText: "Searching…" }).waitFor();
    expect(await page.locator(".search-dialog").innerText(), "while the index loads").not.toContain("No results");
    await typeQuery(page, "screen");
    await expect
      .poll(() => optionTitles(page), { message: "results without the worker", timeout: NEW_RESULTS })
      .toContainEqual(expect.stringMatching(/^Screen\b/));
    expect(workerScripts, "the worker was tried once").toBe(1);
    expect(indexRequests, "the page loaded the index itself, once").toHaveLength(1);
  });

  it('on /search: Ctrl+K twice before the code loads leaves typing in the field, "/" types there but opens the modal outside it, the button opens it, and an index that cannot load says "Unable to fetch results"', async () => {
    const { page } = await openDocPage("/search");
    await page.route(/search-index-[\w-]+\.json/, (route) => route.fulfill({ status: 503, body: "down" }));
    const release = await holdModalCode(page);
    const field = page.locator("input[type=search]");
    await field.focus();
    await page.keyboard.press("Control+k");
    await page.keyboard.press("Control+k");
    release();
    await page.keyboard.type("abc");
    expect(await field.inputValue(), "typing after Ctrl+K twice goes to the field").toBe("abc");
    expect(await page.locator("[role=dialog]").count(), "Ctrl+K twice leaves no dialog").toBe(0);

    await page.keyboard.press("/");
    expect(await page.locator("[role=dialog]").count(), '"/" in a text field opens nothing').toBe(0);
    expect(await field.inputValue(), '"/" in a text field is typed there').toBe("abc/");
    await page.locator("h1").click();
    await page.keyboard.press("/");
    await page.locator(INPUT).waitFor();
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
    await page.locator("[aria-haspopup=dialog]").click();
    await page.locator(INPUT).waitFor();

    await typeQuery(page, "screen");
    await waitForText(page, ".search-dialog [role=alert]", "Unable to fetch results");
    await waitForText(page, ".search-dialog", "You might want to check your network connection.");
  });
});

describe("results", () => {
  it("opens a result in a new tab with Ctrl+Enter or Ctrl+click, in the page on a click, and at its anchor after the arrow keys, without reloads; Ask AI answers with citations and Escape leaves it, then closes; See all leads to /search", async () => {
    const { page } = await openDocPage();
    await markDocument(page);
    const newTabPath = async (open: () => Promise<unknown>) => {
      const [opened] = await Promise.all([page.context().waitForEvent("page"), open()]);
      // Where it goes is known once it commits; its load would only take CPU from the rest.
      await opened.waitForURL(/\/docs\//, { waitUntil: "commit" });
      const pathname = new URL(opened.url()).pathname;
      await opened.close();
      return pathname;
    };

    await openWithShortcut(page);
    await resultsFor(page, "install");
    expect(await newTabPath(() => page.keyboard.press("Control+Enter")), "Ctrl+Enter opens a new tab").toBe(
      "/docs/getting-started/installation",
    );
    expect(page.url(), "Ctrl+Enter leaves the page where it is").toContain("/docs/getting-started/introduction");
    const first = page.locator(OPTION).first();
    expect(await newTabPath(() => first.click({ modifiers: ["Control"] })), "Ctrl+click opens a new tab").toBe(
      "/docs/getting-started/installation",
    );
    await first.click();
    await page.waitForURL(/\/docs\/getting-started\/installation$/);
    expect(await isSameDocument(page), "a clicked result opens without a reload").toBe(true);

    await openWithShortcut(page);
    await resultsFor(page, "setContent");
    const selectedIndex = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(".search-dialog [role=option]")].findIndex(
          (option) => option.getAttribute("aria-selected") === "true",
        ),
      );
    await expect.poll(selectedIndex, { message: "the first result is selected" }).toBe(0);
    expect(
      await page.locator(`${OPTION}[aria-selected=true]`).innerText(),
      "setContent's first hit, titled with its owner",
    ).toMatch(/(?:^|\n)Element\.setContent\n[\s\S]*› Element/);
    await page.keyboard.press("ArrowDown");
    await expect.poll(selectedIndex, { message: "ArrowDown" }).toBe(1);
    await page.keyboard.press("ArrowUp");
    await expect.poll(selectedIndex, { message: "ArrowUp" }).toBe(0);
    await page.keyboard.press("Enter");
    await page.waitForURL(/widgets\.element\.Class\.Element#method-setcontent$/);
    expect(await isSameDocument(page), "Enter opens the result without a reload").toBe(true);
    await page.locator("#method-setcontent").waitFor();

    // Ask AI on the embedded index: retrieved passages, nothing generated.
    await openWithShortcut(page);
    await typeQuery(page, "install peer dependencies");
    await askAiFromKeyboard(page);
    await waitForText(page, ".ask-ai-answer", "retrieved answer");
    await page.locator(".ask-ai-turn[data-status=done]").waitFor();
    // Nothing was generated: no "generated with AI" line above a retrieved answer.
    expect(await page.locator(".ask-ai").innerText(), "no generated-with-AI line").not.toContain("generated with AI");
    expect(await page.locator(".ask-ai-disclaimer").count(), "no disclaimer").toBe(0);
    expect(await page.locator(".ask-ai-sources a").count(), "the answer lists its sources").toBeGreaterThan(0);
    const href = await page.locator(".ask-ai-answer .ask-ai-citation").first().getAttribute("href");
    expect(href, "a citation links a doc page's section").toMatch(/^\/docs\/.+#.+/);
    await page.locator("#ask-ai-input").fill("and with yarn?");
    await page.keyboard.press("Enter");
    await page.locator(".ask-ai-turn").nth(1).waitFor();
    await page.locator(".ask-ai-turn[data-status=done]").nth(1).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(".ask-ai").waitFor({ state: "detached" });
    expect(await page.locator(INPUT).inputValue(), "Escape goes back to the query").toBe("install peer dependencies");
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });
    await openWithShortcut(page);
    await typeQuery(page, "install peer dependencies");
    await askAiFromKeyboard(page);
    await page.locator(".ask-ai-answer .ask-ai-citation").first().click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(await isSameDocument(page), "a citation opens without a reload").toBe(true);

    await openWithShortcut(page);
    await typeQuery(page, "list");
    // The link that answers this query: one drawn for an earlier query goes elsewhere.
    const seeAll = page.locator('.search-see-all[href="/search?q=list"]');
    await seeAll.waitFor();
    expect(await seeAll.innerText(), "the link to all results").toMatch(/^See all \d+ results$/);
    // From the keyboard: the link ends a long list, and scrolling to it draws the lines above it in
    // full, which can move it between a mouse's aim and its press on a busy machine.
    await seeAll.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=list$/);
    await page.locator("[aria-label='Search results'] li").first().waitFor();
  });
});

describe("recent searches and favorites", () => {
  it('says "No results found" for a query nothing matches; keeps opened results, stars and removes them, and survives a reload', async () => {
    const { page } = await openDocPage();
    await openWithShortcut(page);
    expect(await page.locator(".search-dialog").innerText(), "nothing saved yet").toContain("No recent searches");
    await typeQuery(page, "qqqxxzzv");
    await waitForText(page, ".search-dialog", 'No results found for "qqqxxzzv"');
    await typeQuery(page, "install");
    // Enter goes to the first option: wait until it is the answer to "install", not one left from the last query.
    await expect.poll(async () => (await optionTitles(page))[0]).toMatch(/^Installation\b/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/installation$/);
    await openWithShortcut(page);
    await typeQuery(page, "setContent");
    // The recent "Installation" is listed until the results come: Enter before them would open it again.
    await expect.poll(async () => (await optionTitles(page))[0]).toMatch(/^Element\.setContent\b/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/#method-setcontent$/);

    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await waitForText(page, ".search-source-header", "Recent");
    expect(await optionTitles(page), "recents after a reload, latest first, as the results read").toEqual([
      "Element.setContent",
      "Installation",
    ]);
    await expect(page.locator(OPTION).first().innerText(), "a recent's trail").resolves.toContain("Element");

    // The star with the mouse, on the second entry.
    await page.locator(OPTION, { hasText: "Installation" }).locator('button[title="Save this search"]').click();
    await waitForText(page, ".search-source-header", "Favorites");
    expect(await optionTitles(page), "the starred entry moves to the favorites").toEqual([
      "Installation",
      "Element.setContent",
    ]);
    // Delete on the highlighted recent, with the keyboard.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.locator(`${OPTION}[aria-selected=true]`).innerText()).toContain("Element.setContent");
    await page.keyboard.press("Delete");
    await expect.poll(() => page.locator(OPTION).count(), { message: "Delete removes the recent" }).toBe(1);
    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await waitForText(page, ".search-source-header", "Favorites");
    expect(await page.locator(".search-source-header").allTextContents(), "only favorites are left").toEqual([
      "Favorites",
    ]);
    expect(await optionTitles(page), "the favorite survives a reload").toEqual(["Installation"]);
  });
});

describe("the /search page", () => {
  it("computes results on direct load, paginates a group, keeps the query in the URL while typing, and shows Guides and API reference with counts, then one group page by page, at 1280 and 390 px", async () => {
    const { page, errors } = await openDocPage("/search?q=screen&group=api", DESKTOP);
    const results = page.locator("[aria-label='Search results'] li");
    await results.first().waitFor();
    expect(await results.count(), "a page of one group on direct load").toBe(10);
    // The card's own link; the sections it heads are linked below it.
    expect(await results.first().locator("a").first().innerText(), "the first card's own link").toBe("Screen");
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await waitForText(page, "[aria-live]", /page 2 of \d+/);
    const input = page.locator("input[type=search]");
    expect(await input.inputValue(), "the field shows the query").toBe("screen");
    await input.fill("");
    await input.type("runtime");
    await page.waitForURL(/\/search\?q=runtime&group=api$/);
    await waitForText(page, "[aria-label='Search results'] li a", "Runtime");

    await input.fill("scroll");
    await page.waitForURL(/\/search\?q=scroll&group=api$/);
    // The page's layout changes with the width by CSS alone: each width is checked on this load.
    const tabs = page.getByRole("navigation", { name: "Result groups" });
    for (const viewport of [DESKTOP, PHONE]) {
      const at = `at ${viewport.width}px`;
      await page.setViewportSize(viewport);
      await tabs.getByRole("link", { name: /^All \d+$/ }).click();
      await page.waitForURL(/\/search\?q=scroll$/);
      await page.locator("[aria-label='Guides'] li").first().waitFor();
      const headings = await visibleTexts(page, "[aria-label='Search results'] h2");
      expect(headings.map(groupName), `both groups ${at}`).toEqual(["Guides", "API reference"]);
      expect(await page.locator("[aria-label='Guides'] li a").first().innerText(), `Scrolling first ${at}`).toBe(
        "Scrolling",
      );
      await expect(
        tabs.getByRole("link", { name: /^All \d+$/ }).getAttribute("aria-current"),
        `the All tab is current ${at}`,
      ).resolves.toBe("page");
      await tabs.getByRole("link", { name: /^API reference \d+$/ }).click();
      await page.waitForURL(/[?&]group=api/);
      await waitForText(page, "[aria-live]", /API reference results for "scroll"/);
      const hits = page.locator("ol[aria-label='Search results'] li");
      expect(await hits.count(), `a page of API results ${at}`).toBe(10);
      const trails = await page.evaluate(() =>
        [...document.querySelectorAll("ol[aria-label='Search results'] li")].map(
          (li) => li.querySelector("p")?.textContent,
        ),
      );
      expect(
        trails.filter((trail) => !trail?.includes("API Reference")),
        `only API results ${at}`,
      ).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `no sideways scrolling ${at}`,
      ).toBe(true);
    }
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
