// The 0.2.0 API reference beside Next: the pages and their build outputs, the
// navbar's version dropdown (same symbol and anchor, a note when the symbol is
// missing, the choice remembered, storage that throws), the not-found note for
// a 0.2.0-only symbol, and search scoped to the version being read.
import fs from "node:fs";
import path from "node:path";
import type { CDPSession, ConsoleMessage, Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buildManifest } from "../../app/content-pipeline/.server/content/manifest";
import { preferredVersionKey } from "../../app/api-reference/versions/preferred-version";
import { DOCS_PLUGIN_ID, LATEST_RELEASE_VERSION } from "../../contracts/docs-versions";
import { markdownPath } from "../../contracts/markdown-path";
import { pageFileOf } from "../../build-scripts/page-files";
import { clientNavigate, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { openWithShortcut, OPTION, typeQuery } from "./support/search-modal";
import { baseUrl, CLIENT_DIR } from "./support/site";

// Each browser test is one page load (and what follows from it): a load and hydration cost about
// a second, so the checks that can share a load do, each saying what it checks when it fails.

const NEXT_API = "/docs/api/generated";
const OLD_API = LATEST_RELEASE_VERSION.apiBase;
const CREATE_RUNTIME = "runtime.Function.createRuntime";
const KEY = preferredVersionKey(DOCS_PLUGIN_ID);
const CLIENT = CLIENT_DIR;
const readBuilt = (file: string) => fs.readFileSync(path.join(CLIENT, file), "utf8");

const shared = sharedTabForFile({ dataSaver: true });

/** Run in each new document before the page's scripts: storage that throws, as some privacy settings make it. */
const THROWING_STORAGE = `Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
});`;

const npm = JSON.parse(fs.readFileSync(path.join(process.cwd(), "contracts/npm-registry.json"), "utf8")) as {
  recorded: string;
};

/** What the line under the title says on Box's page of each version: Next first, then 0.2.0. */
const VERSION_LINES = [
  {
    pathname: `${NEXT_API}/widgets.box.Class.Box`,
    says: [
      "This page documents @unblessed/core 1.0.0-alpha.23: install it with npm install @unblessed/core@1.0.0-alpha.23.",
      `A plain npm install @unblessed/core gives 0.2.0 (npm's latest tag, checked ${npm.recorded})`,
    ],
  },
  {
    pathname: `${OLD_API}/widgets.box.Class.Box`,
    says: [
      `This page documents @unblessed/core 0.2.0, which npm install @unblessed/core gives (npm's latest tag, checked ${npm.recorded})`,
      "document 1.0.0-alpha.23: npm install @unblessed/core@1.0.0-alpha.23",
    ],
  },
];

/** A 0.2.0 page loaded in full: a 200, an h1 and the version banner. */
async function expectRendered(page: Page, slug: string, response: Response | null) {
  await waitForHydration(page);
  expect(response?.status(), `${slug || "the API index"}: status`).toBe(200);
  expect((await page.locator("h1").first().textContent())?.trim(), `${slug || "the API index"}: h1`).toBeTruthy();
  await waitForText(page, "[data-testid=version-banner]", "@unblessed/core 0.2.0");
}

/**
 * The line under the title on the page shown, at 390 and 1280 px: what it says, under the h1,
 * within the screen's width and in the first screenful. The widths are one load resized: the
 * line's layout is CSS.
 */
async function expectVersionLine(page: Page, { pathname, says }: (typeof VERSION_LINES)[number]) {
  for (const width of [390, 1280]) {
    const at = `${pathname} at ${width}px`;
    await page.setViewportSize({ width, height: 844 });
    const line = page.getByTestId("version-banner");
    const text = (await line.textContent())?.replace(/\s+/g, " ") ?? "";
    for (const part of says) expect(text, at).toContain(part);
    const box = await line.boundingBox();
    const h1 = await page.locator("h1").first().boundingBox();
    expect(box && h1 && box.y >= h1.y + h1.height && box.y - (h1.y + h1.height) < 200, `${at}: under the h1`).toBe(
      true,
    );
    expect(box && box.x >= 0 && box.x + box.width <= width, `${at}: within the width`).toBe(true);
    expect(box && box.y < 844, `${at}: in the first screenful`).toBe(true);
  }
}

/** Opens the dropdown and follows the entry of one version, as a reader does. */
async function switchTo(page: Page, versionName: string) {
  await page.getByTestId("version-dropdown").getByRole("button").click();
  await page.locator(`[data-testid=version-menu] a[data-version="${versionName}"]`).click();
}

/** Marks the document: still set after a client-side navigation, gone after a full load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe("0.2.0 pages in the build", () => {
  const oldPages = buildManifest().pages.filter((p) => p.path.startsWith(`${OLD_API}`));

  it("prerenders every 0.2.0 page and lists it in the sitemap and llms.txt, with its Markdown twin", () => {
    expect(oldPages.length).toBeGreaterThan(150);
    const sitemap = readBuilt("sitemap.xml");
    const llms = readBuilt("llms.txt");
    const missing = oldPages.flatMap((page) => [
      ...(fs.existsSync(path.join(CLIENT, pageFileOf(page.path))) ? [] : [`${page.path}: no HTML`]),
      ...(sitemap.includes(`<loc>https://unblessed.dev${page.path}</loc>`) ? [] : [`${page.path}: not in sitemap`]),
      ...(llms.includes(`(https://unblessed.dev${markdownPath(page.path)})`) ? [] : [`${page.path}: not in llms.txt`]),
      ...(fs.existsSync(path.join(CLIENT, markdownPath(page.path))) ? [] : [`${page.path}: no .md`]),
    ]);
    expect(missing).toEqual([]);
    expect(llms).toContain(`## API reference 0.2.0: runtime`);
  });

  it("links 0.2.0 pages only to 0.2.0 pages, and names the version in the title", () => {
    const html = readBuilt(pageFileOf(`${OLD_API}/widgets.screen.Class.Screen`));
    expect(html).toContain("<title>Screen (0.2.0) | unblessed</title>");
    expect(html).toContain('name="docsearch:docusaurus_tag" content="docs-default-0.2.0"');
    // The page itself; the sidebar around it is Next's.
    const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    const apiLinks = [...article.matchAll(/href="(\/docs\/[^"#]*api\/generated[^"#]*)/g)].map((m) => m[1] ?? "");
    // Type links, relations and one link per fold of inherited members (which no longer repeat
    // "Inherited from" on every member).
    expect(apiLinks.length).toBeGreaterThan(15);
    // The banner's link to the Next API index is the one way back.
    expect(apiLinks.filter((href) => !href.startsWith(OLD_API))).toEqual([NEXT_API]);
  });

  it("renders a page of each kind with an h1, the version banner and no console errors; the dropdown on a symbol Next lacks lands on Next's index with a note that a direct visit does not show, and on the version's own page lands there too; an unknown stored version is cleared", async () => {
    // The note belongs to the navigation that switched (its history entry): the index visited
    // directly has none. Checked first: a load of the URL already shown would keep that entry.
    const { page, errors } = await shared.tab.visit(NEXT_API);
    expect(await page.getByTestId("version-switch-note").count(), "no note on a direct visit").toBe(0);

    await expectRendered(page, "", await page.goto(baseUrl() + OLD_API));
    // The class kind (widgets.box.Class.Box) is loaded by "switching versions and searching in one".
    for (const slug of ["runtime", "runtime.Interface.UtilsAPI", "runtime.TypeAlias.BufferType", CREATE_RUNTIME]) {
      await expectRendered(page, slug, await page.goto(`${baseUrl()}${OLD_API}/${slug}`));
    }
    expect(errors, "console errors on the 0.2.0 pages").toEqual([]);

    // Still on createRuntime, which Next does not have.
    await switchTo(page, "current");
    await page.waitForURL(`${baseUrl()}${NEXT_API}`);
    const note = await waitForText(page, "[data-testid=version-switch-note]", "createRuntime");
    expect(note, "the note on Next's index").toBe(
      "createRuntime (from 0.2.0) does not exist in Next: this is the Next API index.",
    );
    // Every API page, Next's included, says which release it documents.
    expect(await page.getByTestId("version-banner").textContent(), "Next's banner").toContain(
      "@unblessed/core 1.0.0-alpha.23",
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY), "the choice is remembered").toBe("current");
    expect(errors, "console errors on the switch").toEqual([]);

    // A stored version that no longer exists is forgotten on the next load (of any page).
    await page.evaluate((key) => localStorage.setItem(key, "0.1.0"), KEY);
    // The version's own page about it stands for its API index.
    await page.goto(`${baseUrl()}${LATEST_RELEASE_VERSION.home ?? ""}`);
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY), "an unknown version is cleared").toBeNull();
    await waitForText(page, "h1", "API reference 0.2.0");
    await switchTo(page, "current");
    await page.waitForURL(`${baseUrl()}${NEXT_API}`);
  });
});

describe("the version line under the title", () => {
  it("is in the prerendered HTML of both versions", () => {
    for (const { pathname } of VERSION_LINES)
      expect(readBuilt(pageFileOf(pathname)), pathname).toContain("This page documents <strong");
  });
});

describe("switching versions and searching in one", () => {
  it("renders a 0.2.0 class page with an h1 and the banner, the dropdown naming the version read, and the line under the title saying which release each version's page documents and how to install each, at 390 and 1280 px; the switch keeps the symbol and the anchor, client-side, and is remembered; search shows the version's API results, the other's on request, See all keeps the scope on /search, and a guide loaded afterwards, which has no dropdown, is searched in the remembered version", async () => {
    const [next, old] = VERSION_LINES;
    if (!next || !old) throw new Error("both versions' lines are listed");
    const { page, errors, response } = await shared.tab.visit(old.pathname, { viewport: { width: 1280, height: 844 } });
    await expectRendered(page, "widgets.box.Class.Box", response);
    expect(await page.getByTestId("version-dropdown").getAttribute("data-version"), "the dropdown's version").toBe(
      "0.2.0",
    );
    expect(
      await page.getByRole("button", { name: "API 0.2.0 (api version)" }).count(),
      "the dropdown says which version is read",
    ).toBe(1);
    await expectVersionLine(page, old);

    await switchTo(page, "current");
    await page.waitForURL(baseUrl() + next.pathname);
    await waitForText(page, "[data-testid=version-banner]", "@unblessed/core 1.0.0-alpha.23");
    await expectVersionLine(page, next);

    // From a method of a Next class that 0.2.0 has too, reached in the app.
    await markDocument(page);
    await clientNavigate(page, `${NEXT_API}/widgets.screen.Class.Screen#method-render`);
    await waitForText(page, "h1", "Screen");
    await switchTo(page, "0.2.0");
    await page.waitForURL(`${baseUrl()}${OLD_API}/widgets.screen.Class.Screen#method-render`);
    await waitForText(page, "[data-testid=version-banner]", "@unblessed/core 0.2.0");
    await waitForText(page, "h1", "Screen");
    const top = await page.locator("h3#method-render").evaluate((el) => el.getBoundingClientRect().top);
    expect(top, "the anchor is in view").toBeGreaterThanOrEqual(0);
    expect(top, "the anchor is in view").toBeLessThan(400);
    expect(await sameDocument(page), "switched client-side").toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY), "the choice is stored").toBe("0.2.0");

    await openWithShortcut(page);
    const scope = page.getByTestId("search-scope");
    expect(await scope.getAttribute("data-version"), "search is scoped to the page's version").toBe("0.2.0");
    await typeQuery(page, "createRuntime");
    const first = page.locator(OPTION).first();
    await waitForText(page, `${OPTION} .search-hit-title`, "createRuntime");
    expect(await first.locator(".search-hit-trail").textContent(), "a 0.2.0 API result").toContain(
      "API Reference 0.2.0",
    );
    await scope.getByRole("button", { name: "Show Next API results" }).click();
    await page.waitForFunction(
      () => document.querySelector("[data-testid=search-scope]")?.getAttribute("data-version") === "current",
    );
    // Next has no createRuntime: what is left are guides that mention it.
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll(".search-dialog .search-hit-trail")].some((el) =>
          el.textContent?.includes("API Reference"),
        ),
    );
    await typeQuery(page, "Screen");
    await waitForText(page, `${OPTION} .search-hit-trail`, /^Class · API Reference › /);
    await page.keyboard.press("Escape");
    await page.locator("[role=dialog]").waitFor({ state: "detached" });

    // Opened again on the 0.2.0 page, the modal is scoped to 0.2.0 again.
    await openWithShortcut(page);
    await typeQuery(page, "initCore");
    const seeAll = page.locator(".search-see-all");
    await seeAll.waitFor();
    expect(await seeAll.getAttribute("href"), "See all keeps the scope").toBe("/search?q=initCore&version=0.2.0");
    await seeAll.click();
    await page.waitForURL(/\/search\?q=initCore&version=0\.2\.0$/);
    await waitForText(page, "[aria-label='Search results'] li a", "initCore");
    expect(errors).toEqual([]);

    // A new document: the stored choice is all that carries over.
    await page.goto(`${baseUrl()}/docs/concepts/events`);
    await waitForHydration(page);
    expect(await page.getByTestId("version-dropdown").count(), "no dropdown on a guide").toBe(0);
    await openWithShortcut(page);
    expect(await page.getByTestId("search-scope").getAttribute("data-version"), "search on a guide").toBe("0.2.0");
    await typeQuery(page, "createRuntime");
    await waitForText(page, `${OPTION} .search-hit-trail`, "API Reference 0.2.0");
  });
});

describe("version dropdown", () => {
  it("still switches when localStorage throws, with one warning and no error", async () => {
    const warnings: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "warning") warnings.push(message.text());
    };
    let tab: Page | undefined;
    let cdp: CDPSession | undefined;
    try {
      const { page, errors } = await shared.tab.visit(`${OLD_API}/widgets.list.Class.List#method-select`, {
        // In the shared tab rather than a new one (a renderer process more): the script is added
        // through a CDP session of this test's own, and goes with it when it detaches below.
        beforeLoad: async (blank) => {
          tab = blank;
          blank.on("console", onConsole);
          cdp = await blank.context().newCDPSession(blank);
          // Without the Page domain enabled in this session, the script is accepted but never run.
          await cdp.send("Page.enable");
          await cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: THROWING_STORAGE });
        },
      });
      await switchTo(page, "current");
      await page.waitForURL(`${baseUrl()}${NEXT_API}/widgets.list.Class.List#method-select`);
      await waitForText(page, "h1", "List");
      await openWithShortcut(page);
      expect(await page.getByTestId("search-scope").getAttribute("data-version"), "search follows the switch").toBe(
        "current",
      );
      expect(
        warnings.filter((text) => text.includes("Browser storage is unavailable")),
        "one warning",
      ).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      tab?.off("console", onConsole);
      await cdp?.detach();
    }
  });
});

describe("not-found page of a symbol that only 0.2.0 has", () => {
  it("says the symbol exists in 0.2.0 and links to it", async () => {
    const { page, response } = await shared.tab.visit(`${NEXT_API}/runtime.Function.createRuntime`);
    expect(response?.status()).toBe(404);
    const note = await waitForText(page, "[data-testid=other-version-note]", "this symbol exists in 0.2.0");
    expect(note).toContain("createRuntime is not in the Next API");
    const link = page.getByTestId("other-version-note").getByRole("link");
    expect(await link.getAttribute("href")).toBe(`${OLD_API}/runtime.Function.createRuntime`);
    await link.click();
    await page.waitForURL(`${baseUrl()}${OLD_API}/runtime.Function.createRuntime`);
    await waitForText(page, "h1", "createRuntime");
  });

  it("says nothing of the kind for a symbol no version has", async () => {
    const { page } = await shared.tab.visit(`${NEXT_API}/runtime.Function.noSuchThing`);
    await waitForText(page, "h1", "Page not found");
    // The slug lists load after hydration: give the note the time it would need to appear.
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("other-version-note").count()).toBe(0);
  });
});
