import fs from "node:fs";
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { CHROMIUM_PATH, playwrightLaunchOptions } from "../../../build-scripts/browser/chromium";

/** The browsers this test file launched: a test's leftover contexts are closed after it (close-test-contexts.ts). */
export const launchedBrowsers = new Set<Browser>();

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
  const browser = await chromium.launch(playwrightLaunchOptions(extraArgs));
  launchedBrowsers.add(browser);
  browser.on("disconnected", () => launchedBrowsers.delete(browser));
  return browser;
}

/** A page that records console errors and uncaught exceptions for later assertions. */
export async function openWatchedPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, context, errors };
}

/** A data-saver connection (`navigator.connection.saveData`: the site prefetches nothing), or a normal one again. */
export async function emulateDataSaver(cdp: CDPSession, on: boolean): Promise<void> {
  await cdp.send("Emulation.setDataSaverOverride", on ? { dataSaverEnabled: true } : {});
}

/**
 * React Router marks the document once hydration has run: a test that clicks
 * before that would be testing the static HTML, not the app.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as {
      __reactRouterRouteModules?: object;
      __reactRouterContext?: { isSpaMode?: boolean };
    };
    // data-enhanced: the route-change scrolling and progress bar, loaded once the browser is idle.
    const root = document.documentElement;
    return (
      Boolean(w.__reactRouterRouteModules) && root.dataset["hydrated"] === "true" && root.hasAttribute("data-enhanced")
    );
  });
}

/**
 * Waits until an element matching `selector` shows `text`, then returns its
 * text. playwright-core has no auto-retrying `expect`, and navigations and
 * re-renders are asynchronous, so reading text once would be a race.
 */
export async function waitForText(
  page: Page,
  selector: string,
  text: string | RegExp,
  timeout = 5000,
): Promise<string> {
  const locator = page.locator(selector).filter({ hasText: text }).first();
  await locator.waitFor({ state: "visible", timeout });
  return ((await locator.textContent()) ?? "").trim();
}

/** A client-side navigation through React Router, as a link inside the app makes (a plain anchor would be a full load). */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const w = window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } };
    return w.__reactRouterDataRouter.navigate(target);
  }, to);
}
