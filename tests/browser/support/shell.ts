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
  page.on("load", () => {
    counter.count += 1;
  });
  return counter;
}

/** Records window.scrollY on every animation frame into `window.__scrollSamples`. */
export async function startScrollSampler(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __scrollSamples: number[] };
    w.__scrollSamples = [];
    const sample = () => {
      w.__scrollSamples.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

export const scrollSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);

/**
 * Records, on every animation frame (after React's commit and layout effects,
 * before the paint), the scroll position and the page's h1: what each painted
 * frame shows.
 */
export async function startFrameSampler(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: { y: number; h1: string }[] };
    w.__frames = [];
    const sample = () => {
      w.__frames.push({ y: window.scrollY, h1: document.querySelector("h1")?.textContent?.trim() ?? "" });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

export const frameSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { y: number; h1: string }[] }).__frames);

/** Waits until the window has not scrolled for a few frames. */
export async function waitForScrollToSettle(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          if (window.scrollY === last) still += 1;
          else still = 0;
          last = window.scrollY;
          if (still >= 10) resolve(window.scrollY);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
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
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await waitForHydration(page);
}
