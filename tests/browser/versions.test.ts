// The 0.2.0 API reference beside Next: the pages and their build outputs, the
// navbar's version dropdown (same symbol and anchor, a note when the symbol is
// missing, the choice remembered, storage that throws), the not-found note for
// a 0.2.0-only symbol, and search scoped to the version being read.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buildManifest } from "../../app/content-pipeline/.server/content/manifest";
import { preferredVersionKey } from "../../app/api-reference/versions/preferred-version";
import { DOCS_PLUGIN_ID, LATEST_RELEASE_VERSION } from "../../contracts/docs-versions";
import { markdownPath } from "../../contracts/markdown-path";
import { pageFileOf } from "../../build-scripts/page-files";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";
import { openWithShortcut, OPTION, typeQuery } from "./support/search-modal";
import { collectConsole } from "./support/shell";
import { baseUrl, CLIENT_DIR } from "./support/site";

const NEXT_API = "/docs/api/generated";
const OLD_API = LATEST_RELEASE_VERSION.apiBase;
const KEY = preferredVersionKey(DOCS_PLUGIN_ID);
const CLIENT = CLIENT_DIR;
const readBuilt = (file: string) => fs.readFileSync(path.join(CLIENT, file), "utf8");

const shared = sharedTabForFile({ dataSaver: true });

async function open(pathname: string, prepare?: (page: Page) => Promise<void>) {
  // A page prepared with init scripts gets a tab of its own: they would stay in a shared one.
  if (!prepare) return shared.tab.visit(pathname);
  const watched = await openWatchedPage(shared.browser, { viewport: { width: 1280, height: 900 } });
  await prepare?.(watched.page);
  await watched.page.goto(baseUrl() + pathname);
  await waitForHydration(watched.page);
  return watched;
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

  it("renders a page of each kind with an h1, the version banner and no console errors", async () => {
    const { page, errors } = await open(`${OLD_API}`);
    for (const slug of [
      "",
      "runtime",
      "widgets.box.Class.Box",
      "runtime.Function.createRuntime",
      "runtime.Interface.UtilsAPI",
      "runtime.TypeAlias.BufferType",
    ]) {
      const response = await page.goto(`${baseUrl()}${OLD_API}${slug ? `/${slug}` : ""}`);
      await waitForHydration(page);
      expect(response?.status(), slug).toBe(200);
      expect((await page.locator("h1").first().textContent())?.trim(), slug).toBeTruthy();
      await waitForText(page, "[data-testid=version-banner]", "@unblessed/core 0.2.0");
    }
    expect(errors).toEqual([]);
  });
});

describe("the version line under the title", () => {
  const npm = JSON.parse(fs.readFileSync(path.join(process.cwd(), "contracts/npm-registry.json"), "utf8")) as {
    recorded: string;
  };
  const cases = [
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

  it("says which release the page documents and how to install each, under the h1, at 390 and 1280 px", async () => {
    const { page } = await shared.tab.visit(cases[0]?.pathname ?? "");
    const before = page.viewportSize();
    try {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        for (const { pathname, says } of cases) {
          if (!page.url().endsWith(pathname)) {
            await page.goto(baseUrl() + pathname);
            await waitForHydration(page);
          }
          const line = page.getByTestId("version-banner");
          const text = (await line.textContent())?.replace(/\s+/g, " ") ?? "";
          for (const part of says) expect(text, `${pathname} at ${width}px`).toContain(part);
          const box = await line.boundingBox();
          const h1 = await page.locator("h1").first().boundingBox();
          // Under the title, within the screen's width, and in the first screenful.
          expect(
            box && h1 && box.y >= h1.y + h1.height && box.y - (h1.y + h1.height) < 200,
            `${pathname} at ${width}px`,
          ).toBe(true);
          expect(box && box.x >= 0 && box.x + box.width <= width, `${pathname} at ${width}px`).toBe(true);
          expect(box && box.y < 844, `${pathname} at ${width}px`).toBe(true);
        }
      }
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });

  it("is in the prerendered HTML of both versions", () => {
    for (const { pathname } of cases)
      expect(readBuilt(pageFileOf(pathname)), pathname).toContain("This page documents <strong");
  });
});

describe("version dropdown", () => {
  it("is not on guides, and on API pages says which version is read", async () => {
    const { page } = await open("/docs/concepts/events");
    expect(await page.getByTestId("version-dropdown").count()).toBe(0);
    await page.goto(`${baseUrl()}${OLD_API}/widgets.box.Class.Box`);
    await waitForHydration(page);
    expect(await page.getByTestId("version-dropdown").getAttribute("data-version")).toBe("0.2.0");
    expect(await page.getByRole("button", { name: "API 0.2.0 (api version)" }).count()).toBe(1);
    // The version's own page about it stands for its API index.
    await page.goto(`${baseUrl()}${LATEST_RELEASE_VERSION.home ?? ""}`);
    await waitForHydration(page);
    await waitForText(page, "h1", "API reference 0.2.0");
    await switchTo(page, "current");
    await page.waitForURL(`${baseUrl()}${NEXT_API}`);
  });

  it("keeps the symbol and the anchor, client-side, and remembers the choice", async () => {
    const { page, errors } = await open(`${NEXT_API}/widgets.screen.Class.Screen#method-render`);
    await markDocument(page);
    await switchTo(page, "0.2.0");
    await page.waitForURL(`${baseUrl()}${OLD_API}/widgets.screen.Class.Screen#method-render`);
    await waitForText(page, "[data-testid=version-banner]", "0.2.0");
    await waitForText(page, "h1", "Screen");
    const top = await page.locator("h3#method-render").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe("0.2.0");
    expect(errors).toEqual([]);
  });

  it("lands on the other version's API index with a note when the symbol is missing there", async () => {
    const { page, errors } = await open(`${OLD_API}/runtime.Function.createRuntime`);
    await switchTo(page, "current");
    await page.waitForURL(`${baseUrl()}${NEXT_API}`);
    const note = await waitForText(page, "[data-testid=version-switch-note]", "createRuntime");
    expect(note).toBe("createRuntime (from 0.2.0) does not exist in Next: this is the Next API index.");
    // Every API page, Next's included, says which release it documents.
    expect(await page.getByTestId("version-banner").textContent()).toContain("@unblessed/core 1.0.0-alpha.23");
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe("current");
    expect(errors).toEqual([]);
    // The note belongs to that navigation (its history entry): the index visited directly has none.
    const direct = await open(NEXT_API);
    expect(await direct.page.getByTestId("version-switch-note").count()).toBe(0);
  });

  it("the remembered version scopes search on a guide after a reload; an unknown stored version is cleared", async () => {
    const { page } = await open(`${NEXT_API}/widgets.box.Class.Box`);
    await switchTo(page, "0.2.0");
    await page.waitForURL(/\/0\.2\.0\//);
    await page.goto(`${baseUrl()}/docs/concepts/events`);
    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    expect(await page.getByTestId("search-scope").getAttribute("data-version")).toBe("0.2.0");
    await typeQuery(page, "createRuntime");
    await waitForText(page, `${OPTION} .search-hit-trail`, "API Reference 0.2.0");

    await page.evaluate((key) => localStorage.setItem(key, "0.1.0"), KEY);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  });

  it("still switches when localStorage throws, with one warning and no error", async () => {
    let warnings: string[] = [];
    const { page, errors } = await open(`${OLD_API}/widgets.list.Class.List#method-select`, async (p) => {
      warnings = collectConsole(p, "warning");
      await p.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      });
    });
    await switchTo(page, "current");
    await page.waitForURL(`${baseUrl()}${NEXT_API}/widgets.list.Class.List#method-select`);
    await waitForText(page, "h1", "List");
    await openWithShortcut(page);
    expect(await page.getByTestId("search-scope").getAttribute("data-version")).toBe("current");
    expect(warnings.filter((text) => text.includes("Browser storage is unavailable"))).toHaveLength(1);
    expect(errors).toEqual([]);
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

describe("search scoped to the version being read", () => {
  it("shows 0.2.0 API results on a 0.2.0 page, and the Next ones on request", async () => {
    const { page, errors } = await open(`${OLD_API}/widgets.box.Class.Box`);
    await openWithShortcut(page);
    const scope = page.getByTestId("search-scope");
    expect(await scope.getAttribute("data-version")).toBe("0.2.0");
    await typeQuery(page, "createRuntime");
    const first = page.locator(OPTION).first();
    await waitForText(page, `${OPTION} .search-hit-title`, "createRuntime");
    expect(await first.locator(".search-hit-trail").textContent()).toContain("API Reference 0.2.0");

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
    expect(errors).toEqual([]);
  });

  it("keeps the scope in the See all link, and /search honours it", async () => {
    const { page } = await open(`${OLD_API}/widgets.box.Class.Box`);
    await openWithShortcut(page);
    await typeQuery(page, "initCore");
    const seeAll = page.locator(".search-see-all");
    await seeAll.waitFor();
    expect(await seeAll.getAttribute("href")).toBe("/search?q=initCore&version=0.2.0");
    await seeAll.click();
    await page.waitForURL(/\/search\?q=initCore&version=0\.2\.0$/);
    await waitForText(page, "[aria-label='Search results'] li a", "initCore");
  });
});
