import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFileOf } from "../../build-scripts/page-files";
import { siteConfig } from "../../app/site-config";
import { decodeEntities } from "../../build-scripts/checks/html";
import { clientNavigate, launchChromium, openWatchedPage, waitForHydration } from "./support/chromium";
import { startCaddy, startNginx, type RunningHost } from "../../build-scripts/hosting/run-host";
import { countLoads } from "./support/shell";
import { CLIENT_DIR } from "./support/site";
import { LIVE_FRAME_CSP, securityHeadersOf } from "../../contracts/security-headers";

/**
 * The build on real web servers with the repository's configs (hosting/)
 * (hosting/nginx.conf, hosting/Caddyfile): every canonical URL answers 200
 * with its own page and no redirect, and the site works client-side there.
 */
const CLIENT = CLIENT_DIR;

/** The sitemap's URLs as paths on the test host. */
function sitemapPaths(): string[] {
  const sitemap = fs.readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

const pageHtml = (route: string) => fs.readFileSync(path.join(CLIENT, pageFileOf(route)), "utf8");

const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** Where the client fetches a page's data from (React Router's single-fetch URL, without its query). */
const dataPathOf = (route: string) => (route === "/" ? "/_root.data" : `${route}.data`);

/**
 * Fetches every path and its data file, a few at a time, and lists what
 * differs from the build: a status other than 200 (a redirect included),
 * another page's HTML, a canonical URL that isn't the one asked for.
 */
async function walkOverHttp(host: RunningHost, routes: string[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const response = await fetch(host.baseUrl + route, { redirect: "manual" });
      const body = await response.text();
      if (response.status !== 200) {
        failures.push(`${route}: ${response.status} ${response.headers.get("location") ?? ""}`.trim());
        continue;
      }
      if (body !== pageHtml(route)) failures.push(`${route}: not the page built for it`);
      else if (canonicalOf(body) !== new URL(route, siteConfig.url).href)
        failures.push(`${route}: canonical is ${canonicalOf(body)}`);
      else if (!/<h1[\s>]/.test(body)) failures.push(`${route}: no h1`);
      // Pages without a loader (the search page) have no data file, and the client asks for none.
      if (!fs.existsSync(path.join(CLIENT, dataPathOf(route)))) continue;
      const data = await fetch(host.baseUrl + dataPathOf(route), { redirect: "manual" });
      await data.arrayBuffer();
      if (data.status !== 200 || !data.headers.get("content-type")?.startsWith("text/x-script"))
        failures.push(`${dataPathOf(route)}: ${data.status} ${data.headers.get("content-type")}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failures;
}

/**
 * Every `step`-th route plus one page of each kind, for the walks in
 * Chromium: the HTTP walk has already fetched every page and its data from
 * the host; these check that the app runs there, which doesn't change with
 * the page.
 */
function sample(routes: string[], step: number): string[] {
  const kinds = [
    "/",
    "/search",
    "/docs/examples",
    "/docs/api/generated",
    "/docs/api/generated/widgets.box",
    "/docs/api/generated/widgets.box.Class.Box",
  ];
  return [...new Set([...kinds, ...routes.filter((_, index) => index % step === 0)])].filter((route) =>
    routes.includes(route),
  );
}

/**
 * One document, then a client-side navigation to each route in turn: the
 * page's data and code come from the host as a reader's clicks fetch them.
 */
async function walkClientSide(browser: Browser, host: RunningHost, routes: string[]): Promise<string[]> {
  const { page, context, errors } = await openWatchedPage(browser);
  // Every page of the walk under the host's security headers: a blocked script, style or fetch is a failure.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const loads = countLoads(page);
  const failures: string[] = [];
  // Warnings too: a header the browser does not understand is reported on every page as one.
  page.on("console", (message) => {
    if (message.type() === "warning") failures.push(`console warning: ${message.text()}`);
  });
  await page.goto(`${host.baseUrl}/`);
  await waitForHydration(page);
  for (const route of routes) {
    const title = titleOf(pageHtml(route));
    await clientNavigate(page, route);
    const arrived = await page
      .waitForFunction((expected) => document.title === expected, title, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    const pathname = await page.evaluate(() => location.pathname);
    if (!arrived || pathname !== route) failures.push(`${route}: at ${pathname} titled "${await page.title()}"`);
  }
  if (loads.count !== 1) failures.push(`${loads.count} full page loads instead of 1`);
  failures.push(...errors);
  await context.close();
  return failures;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("the build itself", () => {
  it("has .nojekyll, so GitHub Pages keeps _root.data", () => {
    expect(fs.existsSync(path.join(CLIENT, ".nojekyll"))).toBe(true);
    expect(fs.existsSync(path.join(CLIENT, "_root.data"))).toBe(true);
  });

  it("lays every sitemap page out where its canonical URL is served from", () => {
    const routes = sitemapPaths();
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !fs.existsSync(path.join(CLIENT, pageFileOf(route))))).toEqual([]);
  });
});

describe.each([
  { name: "nginx", start: startNginx, step: 12 },
  { name: "Caddy", start: startCaddy, step: 50 },
])("$name with the repository's config", ({ start, step }) => {
  let host: RunningHost;
  beforeAll(async () => {
    host = await start(CLIENT);
  });
  afterAll(async () => {
    await host?.close();
  });

  it("answers every sitemap URL and its data with 200, no redirect, and the page built for it", async () => {
    expect(await walkOverHttp(host, sitemapPaths())).toEqual([]);
  });

  it("navigates client-side to pages of every kind without a reload or a console error or warning", async () => {
    const routes = sample(sitemapPaths(), step);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(await walkClientSide(browser, host, routes)).toEqual([]);
  }, 120_000);

  it("serves .data as text/x-script, caches hashed assets for good, and revalidates and compresses pages", async () => {
    const data = await fetch(`${host.baseUrl}/docs/getting-started/introduction.data`);
    expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(data.headers.get("cache-control")).toBe("no-cache");
    const page = await fetch(`${host.baseUrl}/docs/getting-started/introduction`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(page.headers.get("cache-control"), "a page's caching").toBe("no-cache");
    expect(page.headers.get("content-encoding"), "a page's compression").toBe("gzip");
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
    const assetResponse = await fetch(`${host.baseUrl}${asset}`);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the security headers on pages, data, assets and the 404 page, and the sandbox its own policy", async () => {
    const asset = (/\/assets\/[\w-]+\.js/.exec(pageHtml("/")) ?? [""])[0];
    const failures: string[] = [];
    for (const url of [
      "/",
      "/docs/getting-started/introduction",
      "/_root.data",
      asset,
      "/docs/no-such-page",
      "/live-frame",
    ]) {
      const response = await fetch(host.baseUrl + url, { redirect: "manual" });
      for (const [name, value] of Object.entries(securityHeadersOf(url)))
        if (response.headers.get(name) !== value) failures.push(`${url} ${name}: ${response.headers.get(name)}`);
    }
    expect(failures).toEqual([]);
    expect(securityHeadersOf("/live-frame")["Content-Security-Policy"]).toBe(LIVE_FRAME_CSP);
  });

  it("answers /docs with its page, an unknown URL with the 404 page, and a slashed URL with a redirect", async () => {
    const docs = await fetch(`${host.baseUrl}/docs`, { redirect: "manual" });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toBe(pageHtml("/docs"));
    const missing = await fetch(`${host.baseUrl}/docs/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(fs.readFileSync(path.join(CLIENT, "404.html"), "utf8"));
    // A folder that holds pages but is none: 404, not a redirect loop or a listing.
    expect((await fetch(`${host.baseUrl}/docs/api`, { redirect: "manual" })).status).toBe(404);
    const slashed = await fetch(`${host.baseUrl}/docs/getting-started/introduction/`, { redirect: "manual" });
    expect(slashed.status).toBe(301);
    expect(new URL(slashed.headers.get("location") ?? "", host.baseUrl).pathname).toBe(
      "/docs/getting-started/introduction",
    );
  });
});
