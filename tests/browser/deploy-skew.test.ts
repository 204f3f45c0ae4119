// Spec §8, "Next route's assets fail to load": a reader whose tab was opened
// on one deploy clicks a link after the next deploy replaced every hashed
// file. Two real builds whose hashes differ, behind one static server whose
// folder is swapped, as a host's deploy does.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BUILD_DIR } from "../support/test-build";
import { launchChromium, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { SERVICES_BUILD_DIR } from "./support/services-build";
import { afterFullLoad, collectConsole, countLoads } from "./support/shell";
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import { createStaticServer, listen } from "../../build-scripts/static-server/static-server";

interface SwappableSite {
  baseUrl: string;
  /** Serves `clientDir` from now on, as a deploy that replaces the whole folder does. */
  swap(clientDir: string): void;
  close(): Promise<void>;
}

/**
 * The static server in front of a symlink that a "deploy" repoints: the old
 * build's hashed files are gone at once, while the open tab still asks for
 * them. The server resolves every request anew, so it follows the swap.
 */
async function serveSwappable(clientDir: string): Promise<SwappableSite> {
  const holder = fs.mkdtempSync(path.join(os.tmpdir(), "docs-deploy-"));
  const root = path.join(holder, "site");
  const point = (dir: string) => {
    const next = `${root}.next`;
    fs.rmSync(next, { force: true });
    fs.symlinkSync(path.resolve(dir), next);
    // rename() over the old link is atomic: no request sees a missing folder.
    fs.renameSync(next, root);
  };
  point(clientDir);
  const server: http.Server = createStaticServer(root);
  const baseUrl = await listen(server, 0);
  return {
    baseUrl,
    swap: point,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(holder, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** The manifest version a build's pages carry (`window.__reactRouterManifest.version`), from its file name. */
function manifestVersion(clientDir: string): string {
  const file = fs.readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest in ${clientDir}/assets`);
  return /^manifest-([\w-]+)\.js$/.exec(file)?.[1] ?? "";
}

// Build A is the test build; build B, the services build, differs from it in
// its build-time configuration, which changes the hashes of most chunks (the
// routes' modules among them), as a code change between two deploys does.
const BUILD_A = path.resolve(TEST_BUILD_DIR, "client");
const BUILD_B = path.resolve(SERVICES_BUILD_DIR, "client");
const INTRO = "/docs/getting-started/introduction";

let browser: Browser;
let site: SwappableSite;
beforeAll(async () => {
  site = await serveSwappable(BUILD_A);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The manifest version of the page's own build, once its scripts are in (they load after the
 * first paint, so a page that shows its heading may not have them yet).
 */
const version = async (page: Page) => {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version,
  );
  return (await handle.jsonValue()) as string;
};

/**
 * The landing page on build A. Prefetching by visibility is off, as for a link
 * the reader has not yet scrolled to or hovered: its code is not loaded yet.
 *
 * The recovery's own chunk is fetched once the browser is idle, so a tab open
 * for a while has it, and this waits for it. With `holdRecovery`, its request
 * waits for that promise instead (the deploy), so it meets the next build.
 */
async function openOnBuildA(holdRecovery?: Promise<void>) {
  site.swap(BUILD_A);
  const watched = await openWatchedPage(browser);
  await watched.page.addInitScript(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  if (holdRecovery) {
    await watched.page.route("**/assets/recover-*.js", async (route) => {
      await holdRecovery;
      await route.continue();
    });
  }
  await watched.page.goto(`${site.baseUrl}/`);
  await waitForHydration(watched.page);
  // Swapping builds before the chunk arrived would test the held case by chance (it failed CI on a loaded machine).
  if (!holdRecovery) {
    await watched.page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/recover-[\w-]+\.js$/.test(entry.name)),
    );
  }
  return watched;
}

/** The reader clicks Docs: one full load, and the introduction on build B's code. */
async function clickDocsAndLandOnBuildB(page: Page, loads: { readonly count: number }) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
  await afterFullLoad(page, loads);
  expect(new URL(page.url()).pathname).toBe(INTRO);
  await waitForText(page, "h1", "Introduction");
  expect(await version(page)).toBe(manifestVersion(BUILD_B));
  expect(loads.count).toBe(1);
}

describe("a deploy between two clicks", () => {
  it("the builds differ where it matters: the docs routes' code has other names", () => {
    expect(manifestVersion(BUILD_A)).not.toBe(manifestVersion(BUILD_B));
  });

  it("lands on the target with the new build's page after one full load and one warning", async () => {
    const { page, context } = await openOnBuildA();
    expect(await version(page)).toBe(manifestVersion(BUILD_A));
    const warnings = collectConsole(page, "warning");
    const loads = countLoads(page);

    site.swap(BUILD_B);
    await clickDocsAndLandOnBuildB(page, loads);
    expect(warnings.filter((text) => text.includes("loading the page in full"))).toHaveLength(1);
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    await context.close();
  });

  it("shows the load-failure screen instead of a second reload when the new build fails too", async () => {
    const { page, context } = await openOnBuildA();
    const warnings = collectConsole(page, "warning");
    // The reload this target was given a moment ago did not help.
    await page.evaluate(
      (target) => sessionStorage.setItem("docs-asset-reload", JSON.stringify([{ target, at: Date.now() }])),
      INTRO,
    );
    const loads = countLoads(page);
    site.swap(BUILD_B);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    const alert = page.getByRole("alert");
    expect(await waitForText(page, "[role=alert] h1", "This page could not be loaded.")).toBe(
      "This page could not be loaded.",
    );
    expect(loads.count).toBe(0);
    expect(warnings.some((text) => text.includes("not reloading a second time"))).toBe(true);

    // Retry is a full load of the target, which brings build B's files.
    await alert.getByRole("button", { name: "Retry" }).click();
    await afterFullLoad(page, loads);
    expect(new URL(page.url()).pathname).toBe(INTRO);
    await waitForText(page, "h1", "Introduction");
    expect(loads.count).toBe(1);
    expect(await version(page)).toBe(manifestVersion(BUILD_B));
    await context.close();
  });

  it("lands on the target in one full load when the deploy came before the recovery's own code", async () => {
    let deploy = () => {};
    const deployed = new Promise<void>((resolve) => (deploy = resolve));
    const { page, context } = await openOnBuildA(deployed);
    const warnings = collectConsole(page, "warning");
    const loads = countLoads(page);

    site.swap(BUILD_B);
    deploy();
    await clickDocsAndLandOnBuildB(page, loads);
    expect(warnings.filter((text) => text.includes("The site's code failed to load"))).toHaveLength(1);
    await context.close();
  });

  it("reloads once when a chunk the next page renders with is gone", async () => {
    // An API page renders with the catch-all route's chunk, which a guide does not load. Kept
    // unloadable until the next document is requested.
    site.swap(BUILD_A);
    const { page, context } = await openWatchedPage(browser);
    let gone = true;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.url().includes("/widgets.screen.Class.Screen")) gone = false;
    });
    await page.route("**/assets/catch-all-main-*.js", (route) => (gone ? route.abort() : route.continue()));
    await page.goto(`${site.baseUrl}${INTRO}`);
    await waitForHydration(page);
    const warnings = collectConsole(page, "warning");
    const loads = countLoads(page);
    await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "Screen", exact: true })
      .click();
    await afterFullLoad(page, loads);
    expect(new URL(page.url()).pathname).toBe("/docs/api/generated/widgets.screen.Class.Screen");
    await waitForText(page, "h1", "Screen");
    expect(loads.count).toBe(1);
    expect(warnings.filter((text) => text.includes("loading the page in full"))).toHaveLength(1);
    await context.close();
  });
});
