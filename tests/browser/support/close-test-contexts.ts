import type { BrowserContext } from "playwright-core";
import { afterEach, beforeEach } from "vitest";
import { launchedBrowsers } from "./chromium";

/**
 * Closes the browser contexts a test opened and left open. A page left behind
 * keeps running (a frame sampler's animation loop draws every frame, a live
 * terminal keeps its program) and takes CPU from every test after it. Contexts
 * opened in `beforeAll`, which the file's tests share, were there before the
 * test and stay.
 */
let before = new Set<BrowserContext>();

beforeEach(() => {
  before = new Set([...launchedBrowsers].flatMap((browser) => browser.contexts()));
});

/**
 * A close that has not ended by then is left to the browser's own close at the end of the file:
 * one CI run, on a starved machine, waited out the whole 300 s hook timeout on a context whose
 * page was caught in a dev server's reload, after the test had already failed.
 */
const CLOSE_LIMIT_MS = 20_000;

const closeWithin = (context: BrowserContext, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      console.warn(`a browser context left open by the test did not close within ${ms} ms; moving on`);
      resolve();
    }, ms);
    void context
      .close()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });

afterEach(async () => {
  const opened = [...launchedBrowsers].flatMap((browser) => browser.contexts()).filter((c) => !before.has(c));
  await Promise.all(opened.map((context) => closeWithin(context, CLOSE_LIMIT_MS)));
});
