import type { Browser, BrowserContext, CDPSession, Page, Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, recordScripts, waitForHydration } from "./chromium";
import { baseUrl } from "./site";

/** What a test gets from a visit: the page, its context, and the errors seen since the visit began. */
export interface Visit {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** The page's own response (its status: a not-found page answers 404). */
  response: Response | null;
}

type Viewport = { width: number; height: number };

/**
 * One tab that the tests of a file take turns in. A new page costs Chromium a
 * renderer process: about 1.2 s of CPU for a doc page against 0.55 s for the
 * same page loaded again in an open tab, and the browser files open hundreds.
 *
 * Each visit starts as a fresh tab would: no other tabs, no routes, empty
 * storage and cookies for the site, the mouse in the corner, the viewport asked
 * for, a new document, hydrated. What a tab cannot shed (init scripts, an
 * installed clock, emulated media, exposed functions) is not for a reused tab:
 * tests that need those open a page of their own.
 */
export class ReusedTab {
  private errors: string[] = [];
  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly siteUrl: string,
  ) {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The text file a reset passes through (below) has no icon link, so Chromium asks for /favicon.ico,
      // which the site does not have; the 404 can reach the console after the next visit began. The site's
      // pages link their icon (a page that lost it is caught by the walk in a11y.test.ts, not here).
      if (message.location().url === `${this.siteUrl}/favicon.ico`) return;
      this.errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.errors.push(`pageerror: ${error.message}`));
  }

  /** A tab on the site at `siteUrl`: the test build unless a test serves a variant. */
  static async open(browser: Browser, siteUrl = baseUrl()): Promise<ReusedTab> {
    const context = await browser.newContext();
    const page = await context.newPage();
    return new ReusedTab(context, page, await context.newCDPSession(page), siteUrl);
  }

  /**
   * Loads `path` of the site in a clean tab at `viewport` (1280×900 unless given), after
   * `beforeLoad` (to watch the load itself), and waits for hydration.
   */
  async visit(
    path: string,
    {
      viewport = { width: 1280, height: 900 },
      beforeLoad,
    }: { viewport?: Viewport; beforeLoad?: (page: Page) => unknown } = {},
  ): Promise<Visit> {
    await this.reset(viewport);
    await beforeLoad?.(this.page);
    const response = await this.page.goto(`${this.siteUrl}${path}`);
    await waitForHydration(this.page);
    return { page: this.page, context: this.context, errors: this.errors, response };
  }

  private async reset(viewport: Viewport): Promise<void> {
    for (const other of this.context.pages()) if (other !== this.page) await other.close();
    await this.page.unrouteAll({ behavior: "ignoreErrors" });
    await this.context.unrouteAll({ behavior: "ignoreErrors" });
    // Leave the app for a plain file of the same origin: whatever the app writes as it unloads
    // (React Router saves scroll positions in session storage) is written before the clearing.
    // Session storage belongs to the tab, and only a document of the origin can clear it.
    await this.page.goto(`${this.siteUrl}/robots.txt`);
    await this.page.evaluate(() => sessionStorage.clear());
    await this.cdp.send("Storage.clearDataForOrigin", { origin: new URL(this.siteUrl).origin, storageTypes: "all" });
    await this.context.clearPermissions();
    await this.page.mouse.move(0, 0);
    const current = this.page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) {
      await this.page.setViewportSize(viewport);
    }
    // A new array: a test that kept the last visit's errors does not see this one's.
    this.errors = [];
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** A visit that also lists the URL of every script the page fetches, from its load on: what the lazy-loading checks read. */
export async function visitRecordingScripts(
  tab: ReusedTab,
  path: string,
  viewport: Viewport = { width: 1280, height: 900 },
): Promise<Visit & { scripts: string[] }> {
  let scripts: string[] = [];
  const visit = await tab.visit(path, { viewport, beforeLoad: (page) => (scripts = recordScripts(page)) });
  return { ...visit, scripts };
}

/**
 * The file's Chromium and its shared tab: launched before the file's tests
 * (after the `beforeAll` hooks registered before this call, so a site they
 * start can be named by `siteUrl`) and closed after them.
 */
export function sharedTabForFile(siteUrl?: () => string): { readonly browser: Browser; readonly tab: ReusedTab } {
  const shared = {} as { browser: Browser; tab: ReusedTab };
  beforeAll(async () => {
    shared.browser = await launchChromium();
    shared.tab = await ReusedTab.open(shared.browser, siteUrl?.());
  });
  afterAll(async () => {
    await shared.browser?.close();
  });
  return shared;
}
