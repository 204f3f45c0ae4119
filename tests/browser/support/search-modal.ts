import type { Page } from "playwright-core";
import { expect } from "vitest";

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

/**
 * Opens Ask AI for the query in the box, from the keyboard, as a reader may: once the panel has
 * answered that query (its Ask AI entry names it), ArrowUp from the query wraps to the panel's last
 * entry, which is Ask AI, and Enter chooses it. Sure where a click is not: Ask AI ends a long list,
 * which the answer's arrival and the drawing of the entries above it can move between the aim and
 * the press.
 */
export async function askAiFromKeyboard(page: Page): Promise<void> {
  const question = await page.locator(INPUT).inputValue();
  await page.locator(OPTION, { hasText: `Ask AI: “${question}”` }).waitFor();
  await page.locator(INPUT).focus();
  await page.keyboard.press("ArrowUp");
  await page.locator(`${OPTION}[aria-selected=true]`, { hasText: `Ask AI: “${question}”` }).waitFor();
  await page.keyboard.press("Enter");
}

/**
 * How long a new query's results may take to replace the last query's on screen, which a poll
 * reads meanwhile (as long as waitForText waits; a poll's own default is one second).
 */
export const NEW_RESULTS = 5_000;

/** A group header without its count ("Guides 12 results" → "Guides"). */
export function groupName(header: string): string {
  return header.replace(/\s*\d+(\s+results?)?\s*$/, "");
}

/** Texts as the reader sees them (CSS applied: the modal's group names are upper-cased), spaces collapsed. */
export const visibleTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.replace(/\s+/g, " ").trim()));

/**
 * Types `query` and waits until the first result is `first`: the one ranking both engines (the
 * page's own and Algolia's) are held to. `at` says where, in a failure ("at 390px").
 */
export async function typeUntilFirst(page: Page, query: string, first: string | RegExp, at: string): Promise<void> {
  await typeQuery(page, query);
  const poll = expect.poll(async () => (await optionTitles(page))[0], {
    message: `${query}: first result ${at}`,
    timeout: NEW_RESULTS,
  });
  await (typeof first === "string" ? poll.toBe(first) : poll.toMatch(first));
}
