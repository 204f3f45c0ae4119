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
