import type { Page } from "playwright-core";
import { waitForHydration } from "./chromium";

/** Console messages of one type ("warning", "error", …) as they arrive. */
export function collectConsole(page: Page, type: string): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** Counts full document loads of the main frame (client-side navigations don't count). */
export function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("load", () => void counter.count++);
  return counter;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the `count`-th full load that `loads` counted, then for that
 * document's hydration. A failed navigation changes the URL before the full
 * load, and the old document is hydrated too, so neither the URL nor a
 * hydration check alone tells the new document has arrived.
 */
export async function afterFullLoad(page: Page, loads: { readonly count: number }, count = 1): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (loads.count < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} full load(s), saw ${loads.count}`);
    await sleep(50);
  }
  await waitForHydration(page);
}
