import type { Page } from "playwright-core";

/** Helpers shared by the search tests: they drive the modal the way a reader does. */
export const INPUT = ".search-dialog .search-input";
export const OPTION = ".search-dialog [role=option]";

export async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press("Control+k");
  await page.locator(INPUT).waitFor({ state: "visible" });
}

export async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator(INPUT).fill(query);
}

/** Titles of the options, in order, once results for the current query are on screen. */
export async function optionTitles(page: Page): Promise<string[]> {
  await page.locator(`${OPTION} .search-hit-title`).first().waitFor();
  return page.locator(`${OPTION} .search-hit-title`).allInnerTexts();
}

/** Index requests seen so far: the embedded index must load on first open, not with the page. */
export function watchIndexRequests(page: Page): string[] {
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
export async function holdModalCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/search-modal-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
