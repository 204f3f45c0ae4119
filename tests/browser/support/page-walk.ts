import type { Browser } from "playwright-core";
import { openWatchedPage, waitForHydration } from "./chromium";
import { baseUrl } from "./site";

/**
 * Loads each route in turn, as a first visit, and lists what is wrong with
 * it: a status other than 200, no h1, or anything on the console. One page is
 * reused so that a walk over hundreds of pages stays fast.
 */
export async function walkPages(browser: Browser, routes: readonly string[]): Promise<string[]> {
  const { page, context, errors } = await openWatchedPage(browser);
  const failures: string[] = [];
  for (const route of routes) {
    errors.length = 0;
    const response = await page.goto(baseUrl() + route);
    await waitForHydration(page);
    const h1 = (
      await page
        .locator("h1")
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => null)
    )?.trim();
    if (response?.status() !== 200) failures.push(`${route}: status ${response?.status()}`);
    if (!h1) failures.push(`${route}: no h1`);
    if (errors.length) failures.push(`${route}: ${errors.join(" | ")}`);
  }
  await context.close();
  return failures;
}
