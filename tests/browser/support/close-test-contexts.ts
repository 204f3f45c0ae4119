import type { BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeEach } from "vitest";
import { launchedBrowsers } from "./chromium";

// A page a test leaves open keeps running (an animation loop, a live terminal) and takes CPU from
// every test after it: its context is closed after the test. Contexts from `beforeAll` stay until
// the file ends, when everything the file opened is closed (the next file shares the browser).
let before = new Set<BrowserContext>();
const contexts = () => [...launchedBrowsers].flatMap((browser) => browser.contexts());
const beforeFile = new Set(contexts());

beforeEach(() => {
  before = new Set(contexts());
});

/** Closes the contexts opened since `since`. */
async function closeOpenedSince(since: Set<BrowserContext>): Promise<void> {
  const opened = contexts().filter((context) => !since.has(context));
  // A close still pending after 20 s (a page caught in a reload on a starved machine) is left to
  // the browser's own close at the end of the file, rather than waiting out the hook's timeout.
  const closeWithin = (context: BrowserContext) =>
    Promise.race([
      context.close().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 20_000).unref()),
    ]);
  await Promise.all(opened.map(closeWithin));
}

afterEach(() => closeOpenedSince(before));
afterAll(() => closeOpenedSince(beforeFile));
