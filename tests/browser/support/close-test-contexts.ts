import type { BrowserContext } from "playwright-core";
import { afterEach, beforeEach } from "vitest";
import { launchedBrowsers } from "./chromium";

// A page a test leaves open keeps running (an animation loop, a live terminal) and takes CPU from
// every test after it: its context is closed after the test. Contexts from `beforeAll` stay.
let before = new Set<BrowserContext>();
const contexts = () => [...launchedBrowsers].flatMap((browser) => browser.contexts());

beforeEach(() => {
  before = new Set(contexts());
});

afterEach(async () => {
  const opened = contexts().filter((context) => !before.has(context));
  // A close still pending after 20 s (a page caught in a reload on a starved machine) is left to
  // the browser's own close at the end of the file, rather than waiting out the hook's timeout.
  const closeWithin = (context: BrowserContext) =>
    Promise.race([
      context.close().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 20_000).unref()),
    ]);
  await Promise.all(opened.map(closeWithin));
});
