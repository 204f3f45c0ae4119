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

afterEach(async () => {
  const opened = [...launchedBrowsers].flatMap((browser) => browser.contexts()).filter((c) => !before.has(c));
  await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
});
