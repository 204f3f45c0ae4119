import type { Browser, BrowserContext, CDPSession, Page, Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { emulateDataSaver, launchChromium, recordScripts, waitForHydration } from "./chromium";
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

export interface TabOptions {
  /** The site the tab visits: the test build unless a test serves a variant. */
  siteUrl?: string;
  /**
   * The tab's visits report a data-saver connection (`navigator.connection.saveData`), on which
   * the site prefetches nothing (behaviour §2). Once idle, a guide at 1280 px prefetches the pages
   * of the 23 or so links in view, which doubles the CPU Chromium spends on the load (190 ms more
   * on the main thread alone) and was a fifth of the CPU of the files that now set this. For files
   * whose tests are not about links, navigation or what a page loads; the files about those, and
   * the walk of every page with its console check (a11y.test.ts), keep a normal connection.
   */
  dataSaver?: boolean;
}

/**
 * One tab that the tests of a file take turns in. A new page costs Chromium a
 * renderer process: about 1.2 s of CPU for a doc page against 0.55 s for the
 * same page loaded again in an open tab, and the browser files open hundreds.
 *
 * Each visit starts as a fresh tab would: no other tabs, no routes, empty
 * storage and cookies for the site, the mouse in the corner, the viewport and
 * the connection asked for, a new document, hydrated. What a tab cannot shed (init scripts, an
 * installed clock, emulated media, exposed functions) is not for a reused tab:
 * tests that need those open a page of their own.
 */
export class ReusedTab {
  private errors: string[] = [];
  /** What the tab reports now; Chromium's own default is a normal connection. */
  private savingData = false;
  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly siteUrl: string,
    private readonly dataSaver: boolean,
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

  static async open(browser: Browser, { siteUrl = baseUrl(), dataSaver = false }: TabOptions = {}): Promise<ReusedTab> {
    const context = await browser.newContext();
    const page = await context.newPage();
    return new ReusedTab(context, page, await context.newCDPSession(page), siteUrl, dataSaver);
  }

  /**
   * Loads `path` of the site in a clean tab at `viewport` (1280×900 unless given), after
   * `beforeLoad` (to watch the load itself), and waits for hydration. `dataSaver` overrides the
   * tab's connection for this visit.
   */
  async visit(
    path: string,
    {
      viewport = { width: 1280, height: 900 },
      beforeLoad,
      dataSaver = this.dataSaver,
    }: { viewport?: Viewport; beforeLoad?: (page: Page) => unknown; dataSaver?: boolean } = {},
  ): Promise<Visit> {
    await this.reset(viewport, dataSaver);
    await beforeLoad?.(this.page);
    const response = await this.page.goto(`${this.siteUrl}${path}`);
    await waitForHydration(this.page);
    return { page: this.page, context: this.context, errors: this.errors, response };
  }

  private async reset(viewport: Viewport, dataSaver: boolean): Promise<void> {
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
    // An override of the tab, not an init script (which a tab cannot shed).
    if (dataSaver !== this.savingData) {
      await emulateDataSaver(this.cdp, dataSaver);
      this.savingData = dataSaver;
    }
    // A new array: a test that kept the last visit's errors does not see this one's.
    this.errors = [];
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * A visit that also lists the URL of every script the page fetches, from its load on: what the
 * lazy-loading checks read. Always on a normal connection: a prefetch must not fetch them either.
 */
export async function visitRecordingScripts(
  tab: ReusedTab,
  path: string,
  viewport: Viewport = { width: 1280, height: 900 },
): Promise<Visit & { scripts: string[] }> {
  let scripts: string[] = [];
  const visit = await tab.visit(path, {
    viewport,
    dataSaver: false,
    beforeLoad: (page) => (scripts = recordScripts(page)),
  });
  return { ...visit, scripts };
}

/**
 * The file's Chromium and its shared tab: launched before the file's tests
 * (after the `beforeAll` hooks registered before this call, so a site they
 * start can be named by `siteUrl`) and closed after them.
 */
export function sharedTabForFile({
  siteUrl,
  dataSaver,
}: Omit<TabOptions, "siteUrl"> & { siteUrl?: () => string } = {}): {
  readonly browser: Browser;
  readonly tab: ReusedTab;
} {
  const shared = {} as { browser: Browser; tab: ReusedTab };
  beforeAll(async () => {
    shared.browser = await launchChromium();
    shared.tab = await ReusedTab.open(shared.browser, { siteUrl: siteUrl?.(), dataSaver });
  });
  afterAll(async () => {
    await shared.browser?.close();
  });
  return shared;
}
