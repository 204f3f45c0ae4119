import type { Browser, BrowserContext, CDPSession, Page, Response } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { emulateDataSaver, launchChromium, waitForHydration } from "./chromium";
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
   * Visits on a data-saver connection, where the site prefetches nothing: an idle guide otherwise
   * prefetches the ~23 pages linked in view, doubling Chromium's CPU for the load. For files whose
   * tests are not about links, navigation or what a page loads.
   */
  dataSaver?: boolean;
}

/**
 * One tab that a file's tests take turns in: a new page costs a renderer process (about 1.2 s of
 * CPU for a doc page, against 0.55 s for a load in an open tab). Each visit starts as a fresh tab
 * would (no other tabs or routes, empty storage and cookies, the mouse in the corner, a new
 * hydrated document). Tests needing what a tab cannot shed (init scripts, a clock, emulated
 * media) open a page of their own.
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
      // The reset's robots.txt has no icon link, so Chromium asks for /favicon.ico (a 404); the
      // site's pages link their icon, which the walk in a11y.test.ts checks.
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

  /** Loads `path` in a clean tab (1280×900 unless given), after `beforeLoad`, and waits for hydration. */
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
    // Unload the app (it saves scroll positions as it goes) onto a plain file of the origin,
    // the only place the tab's session storage can be cleared from.
    await this.page.goto(`${this.siteUrl}/robots.txt`);
    await this.page.evaluate(() => sessionStorage.clear());
    await this.cdp.send("Storage.clearDataForOrigin", { origin: new URL(this.siteUrl).origin, storageTypes: "all" });
    await this.context.clearPermissions();
    await this.page.mouse.move(0, 0);
    const current = this.page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) {
      await this.page.setViewportSize(viewport);
    }
    await this.setDataSaver(dataSaver);
    this.errors = [];
  }

  /** Turns the data-saver connection on or off for the page loaded now (a second CDP session's override would not undo the tab's). */
  async setDataSaver(on: boolean): Promise<void> {
    if (on === this.savingData) return;
    await emulateDataSaver(this.cdp, on);
    this.savingData = on;
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** A visit (on a normal connection unless `dataSaver`) that lists every script the page fetches from its load on. */
export async function visitRecordingScripts(
  tab: ReusedTab,
  path: string,
  viewport: Viewport = { width: 1280, height: 900 },
  dataSaver = false,
): Promise<Visit & { scripts: string[] }> {
  const scripts: string[] = [];
  const visit = await tab.visit(path, {
    viewport,
    dataSaver,
    beforeLoad: (page) =>
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      }),
  });
  return { ...visit, scripts };
}

/** The file's Chromium and shared tab, opened after the `beforeAll` hooks registered before this call. */
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
