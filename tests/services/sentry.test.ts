import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorEvents,
  hasError,
  hasMessage,
  messageEvents,
  startFakeIngest,
  type FakeIngest,
} from "../browser/support/fake-ingest";
import { launchChromium, openWatchedPage, waitForHydration } from "../browser/support/chromium";
import { INGEST_PORT, serveServicesBuild, type ServedVariant } from "../browser/support/services-build";

/**
 * The services build has a DSN pointing at a fake ingest on this machine. The
 * site is opened as `docs.test` (mapped to 127.0.0.1 by Chromium) so that the
 * SDK is enabled, and as 127.0.0.1/localhost, where it must stay unloaded.
 */

let browser: Browser;
let ingest: FakeIngest;
let site: ServedVariant;
let port: string;

beforeAll(async () => {
  ingest = await startFakeIngest(INGEST_PORT);
  site = await serveServicesBuild();
  port = site.port;
  browser = await launchChromium(["--host-resolver-rules=MAP docs.test 127.0.0.1"]);
});

afterAll(async () => {
  await browser?.close();
  await ingest?.close();
  await site?.close();
});

/**
 * The SDK creates its own global carrier, `window.__SENTRY__`, when it loads.
 * `init` runs in the same task right after (a microtask), so by the time a
 * polling check sees the carrier the global error handlers are installed.
 */
async function waitForSentry(page: Page) {
  await page.waitForFunction(() => "__SENTRY__" in window, undefined, { timeout: 15_000 });
}

async function throwUncaught(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

describe("error reporting", () => {
  it("reports an uncaught error, and what the page policy blocks, to the ingest on a real host", async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(`http://docs.test:${port}/docs/getting-started/introduction`);
    await waitForHydration(page);
    await waitForSentry(page);
    await throwUncaught(page, "boom");
    const envelope = await ingest.waitFor(hasError("boom"));
    expect(envelope.url).toContain("/api/1/envelope/");
    expect(envelope.url).toContain("sentry_key=publickey");
    const [event] = errorEvents(envelope);
    expect(event?.exception?.values?.[0]).toMatchObject({ type: "Error", value: "boom" });
    expect(envelope.body).toContain('"environment":"browser-test"');
    expect(envelope.body).toContain('"release":"docs@test"');

    await page.evaluate(() => {
      void Promise.reject(new Error("rejected boom"));
    });
    await ingest.waitFor(hasError("rejected boom"));

    // An injected inline script has no hash in the page's policy (contracts/page-csp.ts): it must
    // not run, and the violation reaches Sentry named by its directive. The envelopes above also
    // show that the policy lets the SDK post to its ingest.
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.plantedScriptRan = true";
      document.body.append(script);
      return "plantedScriptRan" in window;
    });
    expect(ran).toBe(false);
    const report = await ingest.waitFor(hasMessage("script-src-elem blocked inline"));
    expect(messageEvents(report)[0]).toMatchObject({ level: "warning", tags: { csp_directive: "script-src-elem" } });
    await context.close();
  });

  it("reports an error caught by a route error boundary, once, tagged with the route", async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(`http://docs.test:${port}/__test/crash`);
    await waitForHydration(page);
    const envelope = await ingest.waitFor(hasError("Rendering the widget tree failed"));
    expect(errorEvents(envelope)[0]?.tags).toMatchObject({ route: "/__test/crash" });
    // Let the queue drain and any duplicate arrive before counting.
    await page.waitForTimeout(1500);
    expect(ingest.requests.filter(hasError("Rendering the widget tree failed"))).toHaveLength(1);
    await context.close();
  });

  it("sends nothing and loads no SDK on 127.0.0.1 or on localhost", async () => {
    // Both hosts at once: each waits out the SDK's start, which is most of this test's time.
    const seen = await Promise.all(
      ["127.0.0.1", "localhost"].map(async (host) => {
        const { page, context } = await openWatchedPage(browser);
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(request.url());
        });
        await page.goto(`http://${host}:${port}/docs/getting-started/introduction`);
        await waitForHydration(page);
        // Longer than the idle-callback timeout (3 s) that would have started the SDK.
        await page.waitForTimeout(4000);
        await throwUncaught(page, `boom on ${host}`).catch(() => undefined);
        await page.waitForTimeout(1000);
        const carrier = await page.evaluate(() => "__SENTRY__" in window);
        await context.close();
        return { host, carrier, sdkScripts: scripts.filter((url) => /\/assets\/sdk-/.test(url)) };
      }),
    );
    expect(seen).toEqual([
      { host: "127.0.0.1", carrier: false, sdkScripts: [] },
      { host: "localhost", carrier: false, sdkScripts: [] },
    ]);
    // By origin, not by count: an earlier test's page can still have a request on its way (seen once,
    // when this file ran at the lower priority of `npm test`'s second lane).
    const local = new Set(["127.0.0.1", "localhost"].map((host) => `http://${host}:${port}`));
    expect(ingest.requests.filter((request) => request.origin && local.has(request.origin))).toEqual([]);
    expect(ingest.requests.every((request) => request.origin !== undefined)).toBe(true);
  });

  it("reports a page that could not be loaded once, however often Retry finds the site unreachable", async () => {
    const { page, context } = await openWatchedPage(browser);
    await page.goto(`http://docs.test:${port}/docs/getting-started/introduction`);
    await waitForHydration(page);
    await waitForSentry(page);
    const before = ingest.requests.length;
    // Offline, except for the ingest, which stands for the error service being reachable.
    await page.route("**/*", (route) =>
      new URL(route.request().url()).port === String(INGEST_PORT)
        ? route.continue()
        : route.abort("internetdisconnected"),
    );
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quick start" }).click();
    const alert = page.getByRole("alert");
    await alert.getByRole("heading", { name: "This page could not be loaded." }).waitFor();
    const envelope = await ingest.waitFor(
      (request) => ingest.requests.indexOf(request) >= before && errorEvents(request).length > 0,
    );
    expect(errorEvents(envelope)[0]?.tags).toMatchObject({ route: "/docs/getting-started/quick-start" });

    for (let attempt = 0; attempt < 2; attempt++) {
      await alert.getByRole("button", { name: "Retry" }).click();
      await alert.getByText(/Still no answer from the site/).waitFor();
    }
    // Let the queue drain and any duplicate arrive before counting.
    await page.waitForTimeout(1500);
    const events = ingest.requests.slice(before).flatMap(errorEvents);
    expect(events.map((event) => event.exception?.values?.at(-1)?.value)).toHaveLength(1);
    await context.close();
  });
});
